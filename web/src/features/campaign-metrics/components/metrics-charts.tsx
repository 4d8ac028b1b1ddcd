import type { TCreatorMetricsRow, TMetricsDay } from '@schemas/metrics';
import styles from './campaign-metrics.module.css';
import { BarChart } from '@/components/ui/bar-chart';
import { LineChart } from '@/components/ui/line-chart';
import { formatCount, formatDay, formatFullCount } from '@/lib/format';

/** Design-token colours (SVG attributes cannot read CSS variables everywhere). */
const COLORS = { impressions: '#6e5bf6', reach: '#2160d8', engagements: '#0f7b55' } as const;

const growthSummary = (series: TMetricsDay[]) => {
  const first = series[0]!;
  const last = series.at(-1)!;
  return `Impressions grew from ${formatFullCount(first.impressions)} on ${formatDay(first.date)} to ${formatFullCount(last.impressions)} on ${formatDay(last.date)}; engagements from ${formatFullCount(first.engagements)} to ${formatFullCount(last.engagements)}.`;
};

/** Cumulative impressions and reach (areas) and engagements (line, right axis) day by day. */
const OverTimeChart = ({ series }: { series: TMetricsDay[] }) => (
  <LineChart
    label={`Results over time. ${growthSummary(series)}`}
    xTitle="Day"
    xLabels={series.map((day) => formatDay(day.date))}
    formatTick={formatCount}
    formatValue={formatFullCount}
    series={[
      {
        key: 'impressions',
        label: 'Impressions',
        color: COLORS.impressions,
        area: true,
        values: series.map((d) => d.impressions),
      },
      { key: 'reach', label: 'Reach', color: COLORS.reach, area: true, values: series.map((d) => d.reach) },
      {
        key: 'engagements',
        label: 'Engagements (right axis)',
        color: COLORS.engagements,
        axis: 'right',
        values: series.map((d) => d.engagements),
      },
    ]}
  />
);

type CreatorMetric = 'impressions' | 'engagements';
const CREATOR_METRIC_LABEL: Record<CreatorMetric, string> = { impressions: 'Impressions', engagements: 'Engagements' };

/** One figure per creator, largest first (impressions and engagements differ by orders of magnitude, so one chart each). */
const PerCreatorChart = ({ creators, metric }: { creators: TCreatorMetricsRow[]; metric: CreatorMetric }) => {
  const label = CREATOR_METRIC_LABEL[metric];
  const rows = creators
    .map((c) => ({ key: c.creator.id, label: c.creator.name, value: c.figures[metric], color: COLORS[metric] }))
    .sort((a, b) => b.value - a.value);
  const top = rows[0];
  return (
    <figure
      className={styles.chart}
      aria-label={`${label} per creator. ${top ? `${top.label} leads with ${formatFullCount(top.value)}.` : ''}`}
    >
      <BarChart caption={`${label} per creator`} rows={rows} format={formatFullCount} />
    </figure>
  );
};

/** The charts section: drawn as SVG and tables, no chart library. */
const MetricsCharts = ({ series, creators }: { series: TMetricsDay[]; creators: TCreatorMetricsRow[] }) => (
  <div className={styles.charts}>
    <section className={styles.card} aria-labelledby="over-time-title">
      <h2 id="over-time-title" className={styles.cardTitle}>
        Over time
      </h2>
      <p className={styles.cardHint}>Lifetime figures of every live post, day by day.</p>
      <OverTimeChart series={series} />
    </section>
    <section className={styles.card} aria-labelledby="per-creator-title">
      <h2 id="per-creator-title" className={styles.cardTitle}>
        Per creator
      </h2>
      <div className={styles.creatorCharts}>
        <div>
          <h3 className={styles.chartTitle}>Impressions</h3>
          <PerCreatorChart creators={creators} metric="impressions" />
        </div>
        <div>
          <h3 className={styles.chartTitle}>Engagements</h3>
          <PerCreatorChart creators={creators} metric="engagements" />
        </div>
      </div>
    </section>
  </div>
);
export default MetricsCharts;
