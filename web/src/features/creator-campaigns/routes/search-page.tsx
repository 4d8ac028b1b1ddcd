import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NICHES, PLATFORMS } from '@schemas/brand-choices';
import { CAMPAIGN_SORTS, ZCampaignSearchQuery } from '@schemas/creator-campaigns';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { PageHeader } from '@/components/ui/page-header';
import { LabelledOptions } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { queryProblems } from '@/lib/query-problems';
import { SEARCH_PAGE_SIZE, useCampaignSearch, type CampaignSearchParams } from '../api/search-campaigns';
import { CampaignCard } from '../components/campaign-card';
import { Pager, pageCount } from '@/components/ui/pager';
import styles from '../components/creator-campaigns.module.css';
import { platformLabel } from '@/lib/format';

const FILTERS = ['q', 'platform', 'niche', 'min_pay', 'max_pay', 'starts_after', 'ends_before', 'sort'] as const;
const SORT_LABELS: Record<(typeof CAMPAIGN_SORTS)[number], string> = {
  newest: 'Newest',
  pay: 'Best paid',
  starting_soon: 'Starting soon',
};
const dollarsToCents = (v: string | null) =>
  v && Number.isFinite(Number(v)) ? Math.round(Number(v) * 100) : undefined;

/** URL search params → API query (pay is typed in whole currency units, sent in cents). */
const toQuery = (params: URLSearchParams): CampaignSearchParams => ({
  q: params.get('q') || undefined,
  platform: (params.get('platform') || undefined) as CampaignSearchParams['platform'],
  niche: (params.get('niche') || undefined) as CampaignSearchParams['niche'],
  min_pay_cents: dollarsToCents(params.get('min_pay')),
  max_pay_cents: dollarsToCents(params.get('max_pay')),
  starts_after: params.get('starts_after') || undefined,
  ends_before: params.get('ends_before') || undefined,
  sort: (params.get('sort') || undefined) as CampaignSearchParams['sort'],
  page: Math.max(1, Number(params.get('page')) || 1),
});

const Select = ({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: readonly [string, string][];
  value: string;
}) => (
  <div className={styles.field}>
    <label className={styles.label} htmlFor={`filter-${name}`}>
      {label}
    </label>
    <select id={`filter-${name}`} name={name} className={styles.select} defaultValue={value}>
      <LabelledOptions choices={options} />
    </select>
  </div>
);

type InputProps = { name: string; label: string; value: string; type?: string; placeholder?: string; error?: string };

const Input = ({ name, label, value, type = 'text', placeholder, error }: InputProps) => (
  <div className={styles.field}>
    <label className={styles.label} htmlFor={`filter-${name}`}>
      {label}
    </label>
    <input
      id={`filter-${name}`}
      name={name}
      type={type}
      className={styles.input}
      defaultValue={value}
      placeholder={placeholder}
      inputMode={name.endsWith('pay') ? 'decimal' : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `filter-${name}-error` : undefined}
    />
    {error && (
      <p id={`filter-${name}-error`} className={styles.fieldError}>
        {error}
      </p>
    )}
  </div>
);

/** The pay and date ranges, each end its own field. */
const RANGES: readonly Omit<InputProps, 'value' | 'error'>[] = [
  { name: 'min_pay', label: 'Pay at least (USD)', placeholder: '0' },
  { name: 'max_pay', label: 'Pay at most (USD)', placeholder: 'any' },
  { name: 'starts_after', label: 'Starts on or after', type: 'date' },
  { name: 'ends_before', label: 'Ends on or before', type: 'date' },
];

/** Filters a creator set (everything but the text search and the order): counted on the phone's Filters toggle. */
const COUNTED = ['platform', 'niche', 'min_pay', 'max_pay', 'starts_after', 'ends_before'] as const;

/** /creator/campaigns/search: open campaigns that fit me, with filters kept in the URL (shareable, back-button friendly). */
const SearchPage = () => {
  const [params, setParams] = useSearchParams();
  const query = toQuery(params);
  // A bad range marks its field; the search waits until it is fixed instead of failing the page.
  const problems = queryProblems(ZCampaignSearchQuery, query, { min_pay_cents: 'min_pay', max_pay_cents: 'max_pay' });
  const hasProblems = Object.keys(problems).length > 0;
  const results = useCampaignSearch(query, !hasProblems);
  const [formKey, setFormKey] = useState(0);
  const value = (name: string) => params.get(name) ?? '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const v = String(data.get(name) ?? '').trim();
      if (v) next.set(name, v);
    }
    setParams(next);
  };
  const clear = () => {
    setParams(new URLSearchParams());
    setFormKey(formKey + 1);
  };
  const badInput = results.isError && isApiError(results.error) && results.error.status === 400;

  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Creator"
        title="Find campaigns"
        description="Open campaigns whose brands are looking for someone like you."
      />
      <FilterDisclosure activeCount={COUNTED.filter((k) => params.get(k)).length} defaultOpen={hasProblems}>
        <Card>
          <form key={formKey} className={styles.stack} onSubmit={submit} role="search" aria-label="Campaign filters">
            <div className={styles.filters}>
              <Input name="q" label="Search" value={value('q')} placeholder="Title, brief or brand" />
              <Select
                name="platform"
                label="Platform"
                value={value('platform')}
                options={[['', 'Any platform'], ...PLATFORMS.map((p) => [p, platformLabel(p)] as [string, string])]}
              />
              <Select
                name="niche"
                label="Niche"
                value={value('niche')}
                options={[['', 'Any niche'], ...NICHES.map((n) => [n, n] as [string, string])]}
              />
              <Select
                name="sort"
                label="Sort by"
                value={value('sort')}
                options={CAMPAIGN_SORTS.map((s) => [s, SORT_LABELS[s]] as [string, string])}
              />
              {RANGES.map((f) => (
                <Input key={f.name} {...f} value={value(f.name)} error={problems[f.name]} />
              ))}
            </div>
            <div className={styles.row}>
              <Button htmlType="submit">Show campaigns</Button>
              <Button color="grey" onClick={clear}>
                Clear filters
              </Button>
              {results.data && (
                <span className={styles.muted} aria-live="polite">
                  {results.data.count} campaign{results.data.count === 1 ? '' : 's'} found
                </span>
              )}
            </div>
          </form>
        </Card>
      </FilterDisclosure>
      {hasProblems && (
        <p className={styles.muted} role="status">
          Fix the highlighted filter to see campaigns.
        </p>
      )}
      {results.isPending && !hasProblems && (
        <div className={styles.grid}>
          <Skeleton height={220} />
          <Skeleton height={220} />
          <Skeleton height={220} />
        </div>
      )}
      {badInput && (
        <ErrorState
          title="Check the filters"
          description={isApiError(results.error) ? results.error.detail : undefined}
          actions={<Button onClick={clear}>Clear filters</Button>}
        />
      )}
      {results.isError && !badInput && (
        <ErrorState description="Campaigns could not be loaded." onRetry={() => results.refetch()} />
      )}
      {results.data?.count === 0 && (
        <EmptyState
          title="No campaigns match"
          description="Try fewer filters, or complete your profile and connect more platforms — brands target by niche, city and platform."
          actions={<Button onClick={clear}>Clear filters</Button>}
        />
      )}
      {results.data && results.data.count > 0 && (
        <>
          <div className={styles.grid} aria-busy={results.isFetching}>
            {results.data.results.map((c) => (
              <CampaignCard key={c.id} campaign={c} />
            ))}
          </div>
          <Pager
            page={query.page}
            pages={pageCount(results.data.count, SEARCH_PAGE_SIZE)}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        </>
      )}
    </div>
  );
};
export default SearchPage;
