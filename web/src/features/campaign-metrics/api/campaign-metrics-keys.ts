/** The campaign metrics report: queries and invalidations use these keys. */
export const campaignMetricsKeys = {
  all: ['campaign-metrics'] as const,
  campaign: (campaignId: string) => [...campaignMetricsKeys.all, campaignId] as const,
};
