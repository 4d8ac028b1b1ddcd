import { Link, useSearchParams } from 'react-router-dom';
import { MATCH_GROUPS, type TMatchGroup } from '@schemas/creator-matches';
import { AppButtonLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMatchCounts } from '../api/get-match-counts';
import { MATCHES_PAGE_SIZE, useMyMatches } from '../api/get-my-matches';
import { MatchCard } from '../components/match-card';
import { Pager, pageCount } from '@/components/ui/pager';
import styles from '../components/creator-campaigns.module.css';
import { ScrollRow } from '@/components/ui/scroll-row';

const GROUP_LABELS: Record<TMatchGroup, string> = {
  active: 'Active',
  offers: 'Offers',
  to_sign: 'To sign',
  invitations: 'Invitations',
  applied: 'Applied',
  completed: 'Completed',
  closed: 'Closed',
};
const GROUP_ORDER: TMatchGroup[] = ['active', 'offers', 'to_sign', 'invitations', 'applied', 'completed', 'closed'];
const EMPTY: Record<TMatchGroup, string> = {
  active: 'Campaigns you signed a contract for appear here.',
  offers: 'When a brand offers you rates and deliverables, answer them here.',
  to_sign: 'Offers you accepted wait here for your signature.',
  invitations: 'Brands that invite you to a campaign show up here.',
  applied: 'Campaigns you applied to wait here for the brand’s answer.',
  completed: 'Finished campaigns are kept here.',
  closed: 'Declined, removed and expired campaigns.',
};

/** /creator/campaigns: my campaigns by match status, one tab each (in the URL), with counts. */
const CampaignsPage = () => {
  const [params, setParams] = useSearchParams();
  const group = (
    Object.hasOwn(MATCH_GROUPS, params.get('group') ?? '') ? params.get('group') : 'active'
  ) as TMatchGroup;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useMatchCounts();
  const matches = useMyMatches({ group, page });
  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Creator"
        title="My campaigns"
        description="Every campaign you are part of, by where it stands."
        actions={<AppButtonLink to={paths.creator.campaignSearch.path}>Find campaigns</AppButtonLink>}
      />
      <ScrollRow className={styles.tabs} activeKey={group} aria-label="Campaign status">
        {GROUP_ORDER.map((g) => (
          <Link key={g} to={`?group=${g}`} className={styles.tab} aria-current={g === group ? 'page' : undefined}>
            {GROUP_LABELS[g]} {counts.data && <span className={styles.count}>{counts.data[g]}</span>}
          </Link>
        ))}
      </ScrollRow>
      {matches.isPending && (
        <div className={styles.grid}>
          <Skeleton height={180} />
          <Skeleton height={180} />
          <Skeleton height={180} />
        </div>
      )}
      {matches.isError && (
        <ErrorState description="Your campaigns could not be loaded." onRetry={() => matches.refetch()} />
      )}
      {matches.data?.count === 0 && (
        <EmptyState
          title={`No ${GROUP_LABELS[group].toLowerCase()} campaigns`}
          description={EMPTY[group]}
          actions={<AppButtonLink to={paths.creator.campaignSearch.path}>Find campaigns</AppButtonLink>}
        />
      )}
      {matches.data && matches.data.count > 0 && (
        <>
          <div className={styles.grid} aria-busy={matches.isFetching}>
            {matches.data.results.map((m) => (
              <MatchCard key={m.id} match={m} />
            ))}
          </div>
          <Pager
            page={page}
            pages={pageCount(matches.data.count, MATCHES_PAGE_SIZE)}
            onPage={(p) => setParams({ group, page: String(p) })}
          />
        </>
      )}
    </div>
  );
};
export default CampaignsPage;
