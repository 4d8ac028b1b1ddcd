import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TCampaignStatus } from '@schemas/campaign';
import { AppButtonLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { TabList } from '@/components/ui/tab-list';
import { SearchField } from '@/components/ui/search-field';
import { useCan } from '@/lib/auth/use-can';
import { campaignListParamsFrom, useCampaigns } from '../api/get-campaigns';
import { CampaignGrid } from '../components/campaign-card';
import { GuidedTour } from '../components/guided-tour';
import { OnboardingPrompt } from '../components/onboarding-prompt';
import { useWorkspacePaths } from '../components/workspace-paths';
import styles from '../components/brand-campaigns.module.css';
import { Pager } from '@/components/ui/pager';

const TAB_LABELS: Record<TCampaignStatus, string> = {
  active: 'Active',
  draft: 'Drafts',
  completed: 'Completed',
  archived: 'Archived',
};
const TAB_ORDER: TCampaignStatus[] = ['active', 'draft', 'completed', 'archived'];

/** The campaigns dashboard: tabs with counts, search, pagination and a first-visit tour. */
const CampaignsDashboardPage = () => {
  const [params, setParams] = useSearchParams();
  const list = campaignListParamsFrom(params);
  const { status, q, page, pageSize } = list;
  const [search, setSearch] = useState(q);
  const to = useWorkspacePaths();
  const canPublish = useCan('NEW_CAMPAIGN');
  const canDraft = useCan('CAMPAIGN_DRAFT');
  const canCreate = canPublish || canDraft;
  const { data, isPending, isError, refetch, isFetching } = useCampaigns(list);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== q)
        setParams(
          (p) => {
            const n = new URLSearchParams(p);
            if (search) n.set('q', search);
            else n.delete('q');
            n.delete('page');
            return n;
          },
          { replace: true },
        );
    }, 300);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  const go = (next: Record<string, string | null>) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next))
        if (v === null) n.delete(k);
        else n.set(k, v);
      return n;
    });
  const pages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;

  return (
    <div className={styles.stack}>
      <PageHeader
        title="Campaigns"
        description="Plan, launch and track every creator campaign in one place."
        actions={canCreate && <AppButtonLink to={to.campaignCreate}>New campaign</AppButtonLink>}
      />
      <OnboardingPrompt />
      <GuidedTour />
      <div className={styles.spread}>
        <TabList
          label="Campaign status"
          value={status}
          onChange={(tab) => go({ tab, page: null })}
          tabs={TAB_ORDER.map((tab) => ({
            value: tab,
            label: (
              <>
                {TAB_LABELS[tab]}
                <span className={styles.count}>{data?.counts[tab] ?? '–'}</span>
              </>
            ),
          }))}
          idPrefix="tab"
          panelId="campaign-panel"
          className={styles.tabs}
          tabClassName={styles.tab}
        />
        <SearchField label="Search campaigns" value={search} onSearch={setSearch} placeholder="Title contains…" />
      </div>
      <section id="campaign-panel" role="tabpanel" aria-labelledby={`tab-${status}`} aria-busy={isFetching}>
        {isPending ? (
          <Spinner label="Loading campaigns" />
        ) : isError ? (
          <ErrorState description="We could not load your campaigns." onRetry={() => void refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState
            title={
              q
                ? `No ${TAB_LABELS[status].toLowerCase()} campaigns match “${q}”`
                : `No ${TAB_LABELS[status].toLowerCase()} campaigns yet`
            }
            description={
              status === 'active'
                ? 'Publish a campaign and it shows up here, ready for creators.'
                : 'Campaigns move here as they progress.'
            }
            actions={
              canCreate && status !== 'archived' && <AppButtonLink to={to.campaignCreate}>New campaign</AppButtonLink>
            }
          />
        ) : (
          <div className={styles.stack}>
            <CampaignGrid campaigns={data.results} />
            <Pager page={page} pages={pages} onPage={(p) => go({ page: String(p) })} />
          </div>
        )}
      </section>
    </div>
  );
};

export default CampaignsDashboardPage;
