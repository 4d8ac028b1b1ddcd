import { campaignKeys, creatorDatabaseKeys } from '@/lib/queries/query-keys';

/** The creator database screens: queries and invalidations use these keys (roots in lib/queries/query-keys). */
export const brandCreatorKeys = {
  profile: creatorDatabaseKeys.profile,
  savedPages: () => [...creatorDatabaseKeys.all, 'saved'] as const,
  saved: (page: number) => [...brandCreatorKeys.savedPages(), page] as const,
  searches: () => [...creatorDatabaseKeys.all, 'search'] as const,
  search: (params: object) => [...brandCreatorKeys.searches(), params] as const,
  openCampaigns: () => [...campaignKeys.list(), 'open-for-invites'] as const,
};
