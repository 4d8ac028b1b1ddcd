/** The creator's content screens: queries and invalidations use these keys. */
export const creatorContentKeys = {
  all: ['creator-content'] as const,
  submissions: (deliverableId: string) => [...creatorContentKeys.all, 'submissions', deliverableId] as const,
  postMetrics: (deliverableId: string) => [...creatorContentKeys.all, 'post-metrics', deliverableId] as const,
};
