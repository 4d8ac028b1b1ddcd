import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorCampaignKeys } from './creator-campaign-keys';

export const useCampaign = (id: string) =>
  useQuery(apiQueryOptions(creatorCampaignKeys.campaign(id), '/influencer/campaigns/:id/', { param: { id } }));
