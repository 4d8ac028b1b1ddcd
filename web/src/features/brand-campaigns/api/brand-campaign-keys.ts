import { brandKeys, campaignKeys, creatorDatabaseKeys } from '@/lib/queries/query-keys';

/** The brand's campaign screens: queries and invalidations use these keys (roots in lib/queries/query-keys). */
export const brandCampaignKeys = {
  detail: campaignKeys.detail,
  suggested: (campaignId: string) => [...campaignKeys.detail(campaignId), 'suggested'] as const,
  approved: (campaignId: string) => [...campaignKeys.detail(campaignId), 'approved'] as const,
  pipeline: (campaignId: string) => [...campaignKeys.detail(campaignId), 'pipeline'] as const,
  checkIns: (campaignId: string) => [...campaignKeys.all, 'check-ins', campaignId] as const,
  matches: () => ['matches'] as const,
  match: (id: string) => [...brandCampaignKeys.matches(), 'detail', id] as const,
  creatorSpend: () => ['creator-spend'] as const,
  matchSpend: (matchId: string) => [...brandCampaignKeys.creatorSpend(), 'match', matchId] as const,
  creatorRates: (creatorId: string) => [...creatorDatabaseKeys.all, 'rates', creatorId] as const,
  removalReasons: () => ['removal-reasons'] as const,
  settingsChoices: () => [...brandKeys.all, 'settings-choices'] as const,
};
