import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorCampaignKeys } from './creator-campaign-keys';

export const useContract = (matchId: string | undefined) =>
  useQuery({
    ...apiQueryOptions(creatorCampaignKeys.contract(matchId), '/influencer/campaign-matches/:id/contract/', {
      param: { id: matchId ?? '' },
    }),
    enabled: Boolean(matchId),
  });
