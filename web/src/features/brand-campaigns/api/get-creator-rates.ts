import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

const getCreatorRates = (creatorId: string, signal?: AbortSignal) =>
  api.get('/influencer/profiles/:id/rates/', { param: { id: creatorId }, signal });

export const creatorRatesQueryOptions = (creatorId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.creatorRates(creatorId),
    queryFn: ({ signal }) => getCreatorRates(creatorId, signal),
  });

export const useCreatorRates = (creatorId: string | undefined, enabled = true) =>
  useQuery({ ...creatorRatesQueryOptions(creatorId ?? ''), enabled: Boolean(creatorId) && enabled, retry: false });
