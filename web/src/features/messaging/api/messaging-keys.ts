/** Every query key of messaging: queries and invalidations use these, never hand-typed arrays. */
export const messagingKeys = {
  all: ['messaging'] as const,
  threads: () => [...messagingKeys.all, 'threads'] as const,
  campaignThreads: (campaignId: string) => [...messagingKeys.threads(), 'campaign', campaignId] as const,
  creatorThreads: () => [...messagingKeys.threads(), 'creator'] as const,
  messages: (matchId: string) => [...messagingKeys.all, 'messages', matchId] as const,
  deliverables: (campaignId: string) => [...messagingKeys.all, 'deliverables', campaignId] as const,
};
