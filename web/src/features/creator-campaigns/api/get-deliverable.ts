import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCreatorDeliverableDetail } from '@schemas/creator-work';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

export const getDeliverable = (id: string, signal?: AbortSignal) =>
  api.get<TCreatorDeliverableDetail>(`/influencer/deliverables/${id}/`, { signal });

export const deliverableQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creatorCampaignKeys.deliverable(id),
    queryFn: ({ signal }) => getDeliverable(id, signal),
  });

export const useDeliverable = (id: string) => useQuery(deliverableQueryOptions(id));
