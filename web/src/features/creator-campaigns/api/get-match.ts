import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorCampaignKeys } from './creator-campaign-keys';

export const useMatch = (id: string | undefined) =>
  useQuery({
    ...apiQueryOptions(creatorCampaignKeys.match(id), '/influencer/campaign-matches/:id/', { param: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
