import { EMV_RATES_CENTS, METRIC_COUNTS, type TMetricCounts, type TMetricFigures } from '../../schemas/metrics';

export const zeroCounts = (): TMetricCounts => ({
  views: 0,
  impressions: 0,
  reach: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  saves: 0,
});

export const addCounts = (a: TMetricCounts, b: TMetricCounts): TMetricCounts =>
  Object.fromEntries(METRIC_COUNTS.map((k) => [k, a[k] + b[k]])) as TMetricCounts;

export const engagementsOf = (c: TMetricCounts) => c.likes + c.comments + c.shares + c.saves;

/** Earned media value in cents (formula in EMV_RATES_CENTS). */
const emvCentsOf = (c: TMetricCounts) =>
  Math.round(
    c.impressions * EMV_RATES_CENTS.impressions +
      c.likes * EMV_RATES_CENTS.likes +
      c.comments * EMV_RATES_CENTS.comments +
      c.shares * EMV_RATES_CENTS.shares +
      c.saves * EMV_RATES_CENTS.saves,
  );

/**
 * Counts of `posts` posts that cost `spendCents`, with the derived figures. Engagement rate is per reached account
 * (the platforms' own definition for a post), in percent with two decimals; CPM and CPE are rounded to the cent.
 */
export const toFigures = ({
  counts,
  posts,
  spendCents,
}: {
  counts: TMetricCounts;
  posts: number;
  spendCents: number;
}): TMetricFigures => {
  const engagements = engagementsOf(counts);
  return {
    ...counts,
    posts,
    engagements,
    engagement_rate: counts.reach > 0 ? Math.round((engagements / counts.reach) * 10_000) / 100 : null,
    spend_cents: spendCents,
    cpm_cents: counts.impressions > 0 ? Math.round((spendCents / counts.impressions) * 1000) : null,
    cpe_cents: engagements > 0 ? Math.round(spendCents / engagements) : null,
    emv_cents: emvCentsOf(counts),
  };
};

export const countsOf = (row: TMetricCounts): TMetricCounts => ({
  views: row.views,
  impressions: row.impressions,
  reach: row.reach,
  likes: row.likes,
  comments: row.comments,
  shares: row.shares,
  saves: row.saves,
});
