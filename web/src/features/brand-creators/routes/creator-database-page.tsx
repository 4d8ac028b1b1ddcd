import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton, Spinner } from '@/components/ui/spinner';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { TabList } from '@/components/ui/tab-list';
import { SearchField } from '@/components/ui/search-field';
import { CREATOR_SORTS, CREATOR_SORT_LABELS } from '@schemas/creator-search-vocabulary';
import { useCan, usePlanKnown } from '@/lib/auth/use-can';
import { formatFullCount } from '@/lib/format';
import { useSavedProfiles } from '../api/saved-profiles';
import { useCreatorSearch } from '../api/search-creators';
import { apiParams, FILTER_PARAMS, hasFilters, PAGE_SIZE } from '../api/search-params';
import { useSearchProblems } from '../api/use-search-problems';
import { CreatorResults } from '../components/creator-results';
import { SearchFilters } from '../components/search-filters';
import { UpsellCard } from '@/components/ui/upsell-card';
import { useAuthStore } from '@/lib/stores/auth-store';
import styles from '../components/brand-creators.module.css';

const VIEWS = [
  { id: 'all', label: 'All creators' },
  { id: 'recent', label: 'Recently added' },
  { id: 'saved', label: 'Saved' },
] as const;
/** Sort orders; relevance is the default, so it is the empty value (no `sort` in the address). */
const SORTS = CREATOR_SORTS.map((s) => [s === 'relevance' ? '' : s, CREATOR_SORT_LABELS[s]] as const);

/** The creator database: full-text search, filters (Search Filters), sort, pages, recently added and saved. */
const CreatorDatabasePage = () => {
  const [params, setParams] = useSearchParams();
  // Saving creators is a brand's shortlist; strategists are denied Save Creators by role (spec §6), so no Saved tab.
  const isStrategist = useAuthStore((s) => s.user?.profile_of === 'Strategist');
  const requested = params.get('view') ?? 'all';
  const view = isStrategist && requested === 'saved' ? 'all' : requested;
  const views = isStrategist ? VIEWS.filter((v) => v.id !== 'saved') : VIEWS;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const canFilter = useCan('SEARCH_FILTERS');
  // Until the plan is known (first visit: nothing stored yet) and the address's filters are checked, the filters'
  // place is held at the toggle's height, so the results below do not jump when the filters or their upsell arrive
  // (and the filters open at once on a field that needs fixing).
  const planKnown = usePlanKnown();
  const canSave = useCan('SAVE_CREATORS');
  const [text, setText] = useState(params.get('q') ?? '');
  const query = apiParams(params, canFilter);
  // A bad range marks its field; the search waits until it is fixed instead of failing the page.
  const checked = useSearchProblems(query, canFilter && hasFilters(params));
  const problems = checked ?? {};
  const hasProblems = Object.keys(problems).length > 0;
  const activeFilters = FILTER_PARAMS.filter((k) => params.get(k)).length;
  const search = useCreatorSearch(query, view !== 'saved' && checked !== undefined && !hasProblems);
  const saved = useSavedProfiles(page, view === 'saved' && canSave);

  const patch = (next: Record<string, string | null>, keepPage = false) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next))
        if (v) n.set(k, v);
        else n.delete(k);
      if (!keepPage) n.delete('page');
      return n;
    });
  const q = params.get('q') ?? '';
  useEffect(() => {
    const t = setTimeout(() => {
      if (text !== q)
        setParams((p) => {
          const n = new URLSearchParams(p);
          if (text) n.set('q', text);
          else n.delete('q');
          n.delete('page');
          return n;
        });
    }, 300);
    return () => clearTimeout(t);
  }, [text, q, setParams]);

  const list = view === 'saved' ? saved : search;
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Creator database"
        description="Search creators by name, handle or bio; filter by audience, reach, rates and availability."
      />
      <TabList
        label="Creator lists"
        value={view}
        onChange={(id) => patch({ view: id === 'all' ? null : id })}
        tabs={views.map((v) => ({ value: v.id, label: v.label }))}
        idPrefix="creator-list"
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      {view === 'saved' && !canSave ? (
        <UpsellCard
          feature="Save Creators"
          description="Keep a shortlist of creators you like and come back to it any time."
        />
      ) : (
        <div className={view === 'saved' ? styles.stack : styles.layout}>
          {view !== 'saved' &&
            (!planKnown || checked === undefined ? (
              <Skeleton height={44} />
            ) : canFilter ? (
              <FilterDisclosure activeCount={activeFilters} defaultOpen={hasProblems}>
                <SearchFilters
                  key={params.toString()}
                  params={params}
                  problems={problems}
                  onApply={(values) => patch(Object.fromEntries(FILTER_PARAMS.map((k) => [k, values[k] ?? null])))}
                  onClear={() => patch(Object.fromEntries(FILTER_PARAMS.map((k) => [k, null])))}
                />
              </FilterDisclosure>
            ) : (
              <UpsellCard
                feature="Search Filters"
                description="Filter by platform, followers, engagement, niche, location, language, audience, rates and availability."
              />
            ))}
          <section className={styles.stack} aria-label="Results" aria-busy={list.isFetching}>
            {view !== 'saved' && (
              <div className={styles.searchBar}>
                <SearchField
                  label="Search creators"
                  placeholder="Name, @handle or words in the bio"
                  value={text}
                  onSearch={setText}
                />
                <div className={styles.field}>
                  <label className={styles.label} htmlFor="creator-sort">
                    Sort by
                  </label>
                  <select
                    id="creator-sort"
                    className={styles.select}
                    value={params.get('sort') ?? ''}
                    onChange={(e) => patch({ sort: e.target.value || null })}
                  >
                    {SORTS.map(([v, l]) => (
                      <option key={v} value={v}>
                        {l}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            )}
            {view !== 'saved' && hasProblems ? (
              <p className={styles.muted} role="status">
                Fix the highlighted filter to see creators.
              </p>
            ) : list.isPending ? (
              <Spinner label="Searching creators" />
            ) : list.isError ? (
              <QueryError query={list} title="We could not search creators" />
            ) : (
              <>
                <p className={styles.muted} aria-live="polite">
                  {formatFullCount(list.data.count)} {list.data.count === 1 ? 'creator' : 'creators'}
                </p>
                {list.data.results.length === 0 ? (
                  <EmptyState
                    title={view === 'saved' ? 'No saved creators yet' : 'No creators match'}
                    description={
                      view === 'saved'
                        ? 'Save creators from the search results to build a shortlist.'
                        : 'Try fewer filters or other words.'
                    }
                  />
                ) : (
                  <CreatorResults
                    creators={list.data.results}
                    count={list.data.count}
                    page={page}
                    pageSize={PAGE_SIZE}
                    onPage={(p) => patch({ page: String(p) }, true)}
                  />
                )}
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
};

export default CreatorDatabasePage;
