import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

const getBrand = (id: string, signal?: AbortSignal) => api.get('/influencer/brands/:id/', { param: { id }, signal });

const brandQueryOptions = (id: string) =>
  queryOptions({ queryKey: creatorCampaignKeys.brand(id), queryFn: ({ signal }) => getBrand(id, signal) });

export const useBrand = (id: string) => useQuery(brandQueryOptions(id));
