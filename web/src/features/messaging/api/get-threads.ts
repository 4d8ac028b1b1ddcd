import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { messagingKeys } from './messaging-keys';

/** Conversations refresh every few seconds so new messages and unread counts show up without a reload. */
const THREAD_POLL_MS = 5_000;

export const useCampaignThreads = (campaignId: string) =>
  useQuery({
    ...apiQueryOptions(messagingKeys.campaignThreads(campaignId), '/brand/campaign-matches-messaging/:id/', {
      param: { id: campaignId },
    }),
    refetchInterval: THREAD_POLL_MS,
  });
export const useCreatorThreads = () =>
  useQuery({
    ...apiQueryOptions(messagingKeys.creatorThreads(), '/influencer/messaging/threads/'),
    refetchInterval: THREAD_POLL_MS,
  });
