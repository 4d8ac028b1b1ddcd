import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorCampaignKeys } from './creator-campaign-keys';

export const useBrand = (id: string) =>
  useQuery(apiQueryOptions(creatorCampaignKeys.brand(id), '/influencer/brands/:id/', { param: { id } }));
