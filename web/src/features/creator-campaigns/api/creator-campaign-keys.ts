import { creatorKeys } from '@/lib/queries/query-keys';

/** The creator's campaigns, matches and contracts (under `creatorKeys.all`): queries and invalidations use these. */
export const creatorCampaignKeys = {
  dashboard: creatorKeys.dashboard,
  search: (params: object) => [...creatorKeys.all, 'campaign-search', params] as const,
  campaign: (id: string) => [...creatorKeys.all, 'campaigns', id] as const,
  brand: (id: string) => [...creatorKeys.all, 'brands', id] as const,
  contract: (matchId: string | undefined) => [...creatorKeys.all, 'contracts', matchId] as const,
  deliverable: (id: string) => [...creatorKeys.all, 'deliverables', 'detail', id] as const,
  matches: () => [...creatorKeys.all, 'matches'] as const,
  matchList: (params: object) => [...creatorCampaignKeys.matches(), 'list', params] as const,
  matchCounts: () => [...creatorCampaignKeys.matches(), 'counts'] as const,
  match: (id: string | undefined) => [...creatorCampaignKeys.matches(), 'detail', id] as const,
};
