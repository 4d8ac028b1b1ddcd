import { METRICS_SERIES_MAX_DAYS, type TMetricCounts, type TMetricsDay } from '../../schemas/metrics';
import { addCounts, engagementsOf, zeroCounts } from './figures';

export type Snapshot = { deliverableId: string; measuredOn: string; counts: TMetricCounts };

const DAY_MS = 24 * 3600_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The campaign day by day: each post counts with its latest snapshot up to that day (snapshots are lifetime
 * figures, so a post measured on Monday and again on Thursday still counts on Tuesday and Wednesday). Covers the
 * days from the first to the last measurement, at most the last METRICS_SERIES_MAX_DAYS.
 */
export const dailySeries = (snapshots: Snapshot[]): TMetricsDay[] => {
  if (snapshots.length === 0) return [];
  const sorted = [...snapshots].sort((a, b) => a.measuredOn.localeCompare(b.measuredOn));
  const last = sorted[sorted.length - 1]!.measuredOn;
  let day = sorted[0]!.measuredOn;
  if (daysBetween(day, last) >= METRICS_SERIES_MAX_DAYS)
    day = new Date(Date.parse(`${last}T00:00:00Z`) - (METRICS_SERIES_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);

  const latest = new Map<string, TMetricCounts>();
  let next = 0;
  const series: TMetricsDay[] = [];
  for (; day <= last; day = dayAfter(day)) {
    while (next < sorted.length && sorted[next]!.measuredOn <= day) {
      latest.set(sorted[next]!.deliverableId, sorted[next]!.counts);
      next += 1;
    }
    const total = [...latest.values()].reduce(addCounts, zeroCounts());
    series.push({ date: day, ...total, engagements: engagementsOf(total) });
  }
  return series;
};
