import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandCampaignKeys } from './brand-campaign-keys';

export const creatorRatesQueryOptions = (creatorId: string) =>
  apiQueryOptions(brandCampaignKeys.creatorRates(creatorId), '/influencer/profiles/:id/rates/', {
    param: { id: creatorId },
  });

export const useCreatorRates = (creatorId: string | undefined, enabled = true) =>
  useQuery({ ...creatorRatesQueryOptions(creatorId ?? ''), enabled: Boolean(creatorId) && enabled, retry: false });
