import type { TSocialAccountDetail } from '@schemas/social';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { Table, type TTableColumn } from '@/components/ui/table';
import { AudienceCharts } from '@/components/audience/audience-charts';
import { sharesFromProviderAudience } from '@/components/audience/audience-shares';
import { useSocialAccount } from '../api/get-social-account';
import styles from './creator-profile.module.css';
import { formatCount, formatDate, formatRelative } from '@/lib/format';
import { Facts } from '@/components/ui/facts';

type TContent = TSocialAccountDetail['contents'][number];

const POST_COLUMNS: TTableColumn<TContent>[] = [
  {
    header: 'Post',
    rowHeader: true,
    cell: (c) => (
      <>
        {c.url ? (
          <a href={c.url} target="_blank" rel="noreferrer">
            {c.title ?? c.type}
          </a>
        ) : (
          (c.title ?? c.type)
        )}{' '}
        <span className={styles.muted}>· {c.type.toLowerCase()}</span>
      </>
    ),
  },
  { header: 'Published', cell: (c) => formatDate(c.published_at) },
  { header: 'Likes', cell: (c) => formatCount(c.engagement.like_count) },
  { header: 'Comments', cell: (c) => formatCount(c.engagement.comment_count) },
  { header: 'Views', cell: (c) => formatCount(c.engagement.view_count) },
];

const PRODUCT_LABELS = { identity: 'Profile', engagement: 'Content', audience: 'Audience' } as const;

const Credibility = ({ metrics }: { metrics: NonNullable<TSocialAccountDetail['metrics']> }) => (
  <div className={styles.stackSm}>
    <h4 style={{ margin: 0 }}>
      Audience credibility: {metrics.credibility.score}/100{' '}
      <span className={styles.muted}>
        ({metrics.credibility.confidence} confidence, from {metrics.posts_analyzed} posts)
      </span>
    </h4>
    <ul className={styles.signals}>
      {metrics.credibility.signals.map((s) => (
        <li key={s.key} className={`${styles.signal} ${styles[`signal_${s.verdict}`]}`}>
          <strong>
            {s.label}: {s.value}
          </strong>
          <span className={styles.muted}>{s.explanation}</span>
        </li>
      ))}
    </ul>
  </div>
);

/** What we synced for one account: sync state per product, our metrics, audience charts and recent posts. */
export const AccountInsights = ({ accountId }: { accountId: string }) => {
  const detail = useSocialAccount(accountId);
  if (detail.isPending) return <Skeleton height={160} />;
  if (detail.isError)
    return <ErrorState description="The account’s data could not be loaded." onRetry={() => detail.refetch()} />;
  const account = detail.data;
  return (
    <div className={styles.insights}>
      {account.products && (
        <p className={styles.muted}>
          {Object.entries(account.products)
            .map(
              ([key, p]) =>
                `${PRODUCT_LABELS[key as keyof typeof PRODUCT_LABELS]}: ${p.status === 'SYNCED' ? `synced ${formatRelative(p.last_sync_at)}` : p.status.toLowerCase().replace('_', ' ')}`,
            )
            .join(' · ')}
        </p>
      )}
      {account.metrics && (
        <Facts
          className={styles.figures}
          facts={[
            ['Avg. likes', formatCount(account.metrics.avg_likes)],
            ['Avg. comments', formatCount(account.metrics.avg_comments)],
            ['Avg. views', formatCount(account.metrics.avg_views)],
            ['Engagement', `${account.metrics.engagement_rate}%`],
          ]}
        />
      )}
      {account.metrics && <Credibility metrics={account.metrics} />}
      {account.audience ? (
        <AudienceCharts shares={sharesFromProviderAudience(account.audience)} />
      ) : (
        <p className={styles.muted}>The platform shares no audience demographics for this account yet.</p>
      )}
      {account.contents.length > 0 && (
        <Table
          caption="Recent posts"
          rows={account.contents.slice(0, 8)}
          rowKey={(c) => c.id}
          classes={{ wrap: styles.tableWrap, table: styles.table, caption: styles.tableCaption }}
          columns={POST_COLUMNS}
        />
      )}
    </div>
  );
};
