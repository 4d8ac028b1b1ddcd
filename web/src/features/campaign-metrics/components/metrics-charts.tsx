import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TCreatorMetricsRow, TMetricsDay } from '@schemas/metrics';
import styles from './campaign-metrics.module.css';
import { formatCount, formatDay, formatFullCount } from '@/lib/format';

/** Spec §9: charts redraw at most every 200 ms while the window is resized. */
const CHART_RESIZE_DEBOUNCE_MS = 200;
/** Design-token colours (SVG attributes cannot read CSS variables everywhere). */
const COLORS = { impressions: '#6e5bf6', reach: '#2160d8', engagements: '#0f7b55' } as const;

const tooltipNumber = (value: unknown) => formatFullCount(Number(value));
const axisNumber = (value: number) => formatCount(value);

const growthSummary = (series: TMetricsDay[]) => {
  const first = series[0]!;
  const last = series.at(-1)!;
  return `Impressions grew from ${formatFullCount(first.impressions)} on ${formatDay(first.date)} to ${formatFullCount(last.impressions)} on ${formatDay(last.date)}; engagements from ${formatFullCount(first.engagements)} to ${formatFullCount(last.engagements)}.`;
};

/** Cumulative impressions and reach (areas) and engagements (line, right axis) day by day. */
export const OverTimeChart = ({ series }: { series: TMetricsDay[] }) => (
  <figure className={styles.chart} aria-label={`Results over time. ${growthSummary(series)}`}>
    <ResponsiveContainer width="100%" height={300} debounce={CHART_RESIZE_DEBOUNCE_MS}>
      <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(day: string) => formatDay(day)} minTickGap={24} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="left" tickFormatter={axisNumber} width={48} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="right" orientation="right" tickFormatter={axisNumber} width={44} tick={{ fontSize: 12 }} />
        <Tooltip formatter={tooltipNumber} labelFormatter={(day) => formatDay(String(day))} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Area
          yAxisId="left"
          type="monotone"
          dataKey="impressions"
          name="Impressions"
          stroke={COLORS.impressions}
          fill={COLORS.impressions}
          fillOpacity={0.15}
        />
        <Area
          yAxisId="left"
          type="monotone"
          dataKey="reach"
          name="Reach"
          stroke={COLORS.reach}
          fill={COLORS.reach}
          fillOpacity={0.1}
        />
        <Line
          yAxisId="right"
          type="monotone"
          dataKey="engagements"
          name="Engagements (right axis)"
          stroke={COLORS.engagements}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  </figure>
);

type CreatorMetric = 'impressions' | 'engagements';
const CREATOR_METRIC_LABEL: Record<CreatorMetric, string> = { impressions: 'Impressions', engagements: 'Engagements' };

/** One figure per creator, largest first (impressions and engagements differ by orders of magnitude, so one chart each). */
export const PerCreatorChart = ({ creators, metric }: { creators: TCreatorMetricsRow[]; metric: CreatorMetric }) => {
  const label = CREATOR_METRIC_LABEL[metric];
  const data = creators
    .map((c) => ({ name: c.creator.name, value: c.figures[metric] }))
    .sort((a, b) => b.value - a.value);
  const top = data[0];
  return (
    <figure
      className={styles.chart}
      aria-label={`${label} per creator. ${top ? `${top.name} leads with ${formatFullCount(top.value)}.` : ''}`}
    >
      <ResponsiveContainer
        width="100%"
        height={Math.max(140, 40 * data.length + 40)}
        debounce={CHART_RESIZE_DEBOUNCE_MS}
      >
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={axisNumber} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip formatter={tooltipNumber} />
          <Bar dataKey="value" name={label} fill={COLORS[metric]} radius={[0, 4, 4, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
};

/** The charts section (its own chunk: recharts loads only when there is something to draw). */
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
