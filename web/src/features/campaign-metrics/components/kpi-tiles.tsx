import type { TMetricFigures } from '@schemas/metrics';
import styles from './campaign-metrics.module.css';
import { formatCount, formatFullCount, formatMoney, formatPercent } from '@/lib/format';

type Tile = { label: string; value: string; title?: string; hint?: string };

const tilesOf = (t: TMetricFigures, currency: string): Tile[] => [
  { label: 'Posts', value: String(t.posts) },
  { label: 'Impressions', value: formatCount(t.impressions), title: formatFullCount(t.impressions) },
  { label: 'Reach', value: formatCount(t.reach), title: formatFullCount(t.reach) },
  { label: 'Views', value: formatCount(t.views), title: formatFullCount(t.views) },
  {
    label: 'Engagements',
    value: formatCount(t.engagements),
    title: formatFullCount(t.engagements),
    hint: 'Likes, comments, shares and saves',
  },
  { label: 'Engagement rate', value: formatPercent(t.engagement_rate), hint: 'Engagements ÷ reach' },
  { label: 'Spend', value: formatMoney(t.spend_cents, currency), hint: 'Paid for the live posts (fee included)' },
  { label: 'CPM', value: formatMoney(t.cpm_cents, currency), hint: 'Spend per 1,000 impressions' },
  { label: 'CPE', value: formatMoney(t.cpe_cents, currency), hint: 'Spend per engagement' },
  {
    label: 'Earned media value',
    value: formatMoney(t.emv_cents, currency),
    hint: 'What the same exposure would cost as ads',
  },
];

/** The campaign's headline figures. */
export const KpiTiles = ({ totals, currency }: { totals: TMetricFigures; currency: string }) => (
  <dl className={styles.tiles}>
    {tilesOf(totals, currency).map((tile) => (
      <div key={tile.label} className={styles.tile}>
        <dt className={styles.tileLabel}>{tile.label}</dt>
        <dd className={styles.tileValue} title={tile.title}>
          {tile.value}
        </dd>
        {tile.hint && <dd className={styles.tileHint}>{tile.hint}</dd>}
      </div>
    ))}
  </dl>
);
