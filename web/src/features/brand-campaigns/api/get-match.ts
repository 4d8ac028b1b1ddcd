import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandCampaignKeys } from './brand-campaign-keys';

export const matchQueryOptions = (id: string) =>
  apiQueryOptions(brandCampaignKeys.match(id), '/brand/campaign-match/:id/', { param: { id } });

export const useMatch = (id: string) => useQuery(matchQueryOptions(id));
