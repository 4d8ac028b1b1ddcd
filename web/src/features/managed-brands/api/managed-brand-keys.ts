/** The strategist's brand context: queries use these keys. */
export const managedBrandKeys = {
  campaignBrand: (campaignId: string | null) => ['internal', 'campaign-brand', campaignId] as const,
};
