import type { TPostMetricsRow } from '@schemas/metrics';
import { Table, type TTableColumn } from '@/components/ui/table';
import styles from './campaign-metrics.module.css';
import { deliverableName, formatDay, formatFullCount, formatMoney, formatPercent } from '@/lib/format';

const measured = (post: TPostMetricsRow, value: string) => (post.measured_on ? value : '—');

const SOURCE_LABEL = { provider: 'Synced', creator: 'From creator' } as const;

const FiguresStatus = ({ post }: { post: TPostMetricsRow }) => (
  <>
    {post.measured_on ? (
      <span>
        {post.source && SOURCE_LABEL[post.source]} · {formatDay(post.measured_on)}
      </span>
    ) : (
      <span className={styles.muted}>No figures yet</span>
    )}
    {post.metrics_requested_at && (
      <span className={styles.requested}>Requested {formatDay(post.metrics_requested_at.slice(0, 10))}</span>
    )}
    {post.screenshot_url && (
      <a href={post.screenshot_url} target="_blank" rel="noreferrer">
        Screenshot
      </a>
    )}
  </>
);

type TPostColumn = TTableColumn<TPostMetricsRow>;

/** A figure of a measured post; no figures yet shows a dash, not a zero (the post is left out of the totals). */
const figure = (header: string, value: (p: TPostMetricsRow) => string, always = false): TPostColumn => ({
  header,
  numeric: true,
  cell: (p) => (always ? value(p) : measured(p, value(p))),
});

const postColumns = (currency: string): TPostColumn[] => [
  { header: 'Creator', rowHeader: true, cell: (p) => p.creator.name },
  {
    header: 'Post',
    cell: (p) =>
      p.post_url ? (
        <a href={p.post_url} target="_blank" rel="noreferrer">
          {deliverableName(p)}
        </a>
      ) : (
        deliverableName(p)
      ),
  },
  figure('Impressions', (p) => formatFullCount(p.figures.impressions)),
  figure('Reach', (p) => formatFullCount(p.figures.reach)),
  figure('Views', (p) => formatFullCount(p.figures.views)),
  figure('Engagements', (p) => formatFullCount(p.figures.engagements)),
  figure('Eng. rate', (p) => formatPercent(p.figures.engagement_rate)),
  figure('Spend', (p) => formatMoney(p.figures.spend_cents, currency), true),
  figure('CPE', (p) => formatMoney(p.figures.cpe_cents, currency)),
  figure('EMV', (p) => formatMoney(p.figures.emv_cents, currency)),
  { header: 'Figures', className: () => styles.figuresCell, cell: (p) => <FiguresStatus post={p} /> },
];

/** One row per live post; scrolls sideways on small screens (the region is focusable for keyboard scrolling). */
export const PostsTable = ({ posts, currency }: { posts: TPostMetricsRow[]; currency: string }) => (
  <Table
    columns={postColumns(currency)}
    rows={posts}
    rowKey={(p) => p.deliverable_id}
    region={{ labelledBy: 'posts-title' }}
    classes={{ wrap: styles.tableScroll, table: styles.table, num: styles.num }}
  />
);
