import type { TPostMetricsRow } from '@schemas/metrics';
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

/** One row per live post; scrolls sideways on small screens (the region is focusable for keyboard scrolling). */
export const PostsTable = ({ posts, currency }: { posts: TPostMetricsRow[]; currency: string }) => (
  <div className={styles.tableScroll} role="region" aria-labelledby="posts-title" tabIndex={0}>
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Creator</th>
          <th scope="col">Post</th>
          <th scope="col" className={styles.num}>
            Impressions
          </th>
          <th scope="col" className={styles.num}>
            Reach
          </th>
          <th scope="col" className={styles.num}>
            Views
          </th>
          <th scope="col" className={styles.num}>
            Engagements
          </th>
          <th scope="col" className={styles.num}>
            Eng. rate
          </th>
          <th scope="col" className={styles.num}>
            Spend
          </th>
          <th scope="col" className={styles.num}>
            CPE
          </th>
          <th scope="col" className={styles.num}>
            EMV
          </th>
          <th scope="col">Figures</th>
        </tr>
      </thead>
      <tbody>
        {posts.map((p) => (
          <tr key={p.deliverable_id}>
            <th scope="row">{p.creator.name}</th>
            <td>
              {p.post_url ? (
                <a href={p.post_url} target="_blank" rel="noreferrer">
                  {deliverableName(p)}
                </a>
              ) : (
                deliverableName(p)
              )}
            </td>
            {/* No figures yet: dashes, not zeros (the post is left out of the totals). */}
            <td className={styles.num}>{measured(p, formatFullCount(p.figures.impressions))}</td>
            <td className={styles.num}>{measured(p, formatFullCount(p.figures.reach))}</td>
            <td className={styles.num}>{measured(p, formatFullCount(p.figures.views))}</td>
            <td className={styles.num}>{measured(p, formatFullCount(p.figures.engagements))}</td>
            <td className={styles.num}>{measured(p, formatPercent(p.figures.engagement_rate))}</td>
            <td className={styles.num}>{formatMoney(p.figures.spend_cents, currency)}</td>
            <td className={styles.num}>{measured(p, formatMoney(p.figures.cpe_cents, currency))}</td>
            <td className={styles.num}>{measured(p, formatMoney(p.figures.emv_cents, currency))}</td>
            <td className={styles.figuresCell}>
              <FiguresStatus post={p} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
