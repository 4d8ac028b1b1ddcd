import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorCampaignKeys } from './creator-campaign-keys';

export const useMatchCounts = () =>
  useQuery(apiQueryOptions(creatorCampaignKeys.matchCounts(), '/influencer/campaign-matches/counts/'));
