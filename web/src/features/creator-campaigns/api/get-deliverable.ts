import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

const getDeliverable = (id: string, signal?: AbortSignal) =>
  api.get('/influencer/deliverables/:id/', { param: { id }, signal });

const deliverableQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creatorCampaignKeys.deliverable(id),
    queryFn: ({ signal }) => getDeliverable(id, signal),
  });

export const useDeliverable = (id: string) => useQuery(deliverableQueryOptions(id));
