import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorCampaignKeys } from './creator-campaign-keys';

export const useDeliverable = (id: string) =>
  useQuery(apiQueryOptions(creatorCampaignKeys.deliverable(id), '/influencer/deliverables/:id/', { param: { id } }));
