import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** Conversations refresh every few seconds so new messages and unread counts show up without a reload. */
const THREAD_POLL_MS = 5_000;

const campaignThreadsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: messagingKeys.campaignThreads(campaignId),
    queryFn: ({ signal }) => api.get('/brand/campaign-matches-messaging/:id/', { param: { id: campaignId }, signal }),
    refetchInterval: THREAD_POLL_MS,
  });

const creatorThreadsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.creatorThreads(),
    queryFn: ({ signal }) => api.get('/influencer/messaging/threads/', { signal }),
    refetchInterval: THREAD_POLL_MS,
  });

export const useCampaignThreads = (campaignId: string) => useQuery(campaignThreadsQueryOptions(campaignId));
export const useCreatorThreads = () => useQuery(creatorThreadsQueryOptions());
