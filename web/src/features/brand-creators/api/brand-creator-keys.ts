import { campaignKeys, creatorDatabaseKeys } from '@/lib/queries/query-keys';

/** The creator database screens: queries and invalidations use these keys (roots in lib/queries/query-keys). */
export const brandCreatorKeys = {
  profile: creatorDatabaseKeys.profile,
  saved: (page: number) => [...creatorDatabaseKeys.all, 'saved', page] as const,
  search: (params: object) => [...creatorDatabaseKeys.all, 'search', params] as const,
  openCampaigns: () => [...campaignKeys.list(), 'open-for-invites'] as const,
};
