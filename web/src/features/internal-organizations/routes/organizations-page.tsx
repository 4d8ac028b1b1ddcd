import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { BuildingIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { ChoiceOptions, LabelledOptions, SelectField } from '@/components/ui/select-field';
import { SearchField } from '@/components/ui/search-field';
import { useAuthStore } from '@/lib/stores/auth-store';
import { ORGANIZATIONS_PAGE_SIZE, useOrganizations, type OrganizationFilters } from '../api/get-organizations';
import { OrganizationCard } from '../components/organization-card';
import styles from '../components/internal-organizations.module.css';
import { Pager } from '@/components/ui/pager';

const SORTS: [OrganizationFilters['sort'], string][] = [
  ['attention', 'Needs attention first'],
  ['name', 'Name'],
  ['last_activity', 'Last activity'],
  ['active_campaigns', 'Active campaigns'],
];
const PLANS = ['Free', 'Starter', 'Growth', 'Enterprise'];

const filtersFrom = (params: URLSearchParams): OrganizationFilters => ({
  q: params.get('q') ?? '',
  plan: params.get('plan') ?? '',
  attention: params.get('attention') === 'needs_attention' ? 'needs_attention' : 'all',
  sort: SORTS.find(([s]) => s === params.get('sort'))?.[0] ?? 'attention',
  page: Math.max(1, Number(params.get('page')) || 1),
});

/** /internal/organizations: every brand the strategist manages, what needs attention, and acting for one. */
const OrganizationsPage = () => {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [search, setSearch] = useState(filters.q);
  const orgs = useOrganizations(filters);
  const managed = useAuthStore((s) => s.user?.managed_brands ?? []);
  const isStrategist = useAuthStore((s) => s.user?.profile_of === 'Strategist');

  const set = (next: Partial<Record<keyof OrganizationFilters, string>>) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next))
          if (v) n.set(k, v);
          else n.delete(k);
        if (!('page' in next)) n.delete('page');
        return n;
      },
      { replace: true },
    );

  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== filters.q) set({ q: search });
    }, 300);
    return () => clearTimeout(timer);
  });

  const pages = orgs.data ? Math.max(1, Math.ceil(orgs.data.count / ORGANIZATIONS_PAGE_SIZE)) : 1;
  const filtered = Boolean(filters.q || filters.plan || filters.attention !== 'all');

  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Internal"
        title="Organizations"
        description="The brands you manage: who needs you today, and a way into each."
      />
      <div className={styles.filters} role="search" aria-label="Filter organizations">
        <SearchField label="Search" value={search} onSearch={setSearch} placeholder="Brand name…" />
        <SelectField id="org-plan" label="Plan" value={filters.plan} onChange={(e) => set({ plan: e.target.value })}>
          <ChoiceOptions options={PLANS} placeholder="Any plan" />
        </SelectField>
        <SelectField id="org-sort" label="Sort by" value={filters.sort} onChange={(e) => set({ sort: e.target.value })}>
          <LabelledOptions choices={SORTS} />
        </SelectField>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={filters.attention === 'needs_attention'}
            onChange={(e) => set({ attention: e.target.checked ? 'needs_attention' : '' })}
          />
          Only brands that need attention
        </label>
      </div>
      <section aria-label="Organizations" aria-busy={orgs.isFetching} className={styles.stackSm}>
        {orgs.isPending ? (
          <>
            <Skeleton height={150} />
            <Skeleton height={150} />
          </>
        ) : orgs.isError ? (
          <ErrorState description="We could not load your organizations." onRetry={() => void orgs.refetch()} />
        ) : orgs.data.results.length === 0 ? (
          <EmptyState
            icon={<BuildingIcon size={26} />}
            title={filtered ? 'No organization matches these filters' : 'No brands assigned to you yet'}
            description={
              filtered
                ? 'Clear a filter to see more brands.'
                : 'A staff member assigns brands to strategists; they show up here with what needs your attention.'
            }
            actions={
              filtered && (
                <Button
                  color="secondary"
                  onClick={() => {
                    setSearch('');
                    setParams({}, { replace: true });
                  }}
                >
                  Clear filters
                </Button>
              )
            }
          />
        ) : (
          <>
            <p className={styles.muted} aria-live="polite">
              {orgs.data.count === 1 ? '1 organization' : `${orgs.data.count} organizations`}
            </p>
            {orgs.data.results.map((org) => (
              <OrganizationCard
                key={org.id}
                org={org}
                canActFor={isStrategist && managed.some((b) => b.id === org.id)}
              />
            ))}
            <Pager page={filters.page} pages={pages} onPage={(p) => set({ page: String(p) })} />
          </>
        )}
      </section>
    </div>
  );
};

export default OrganizationsPage;
