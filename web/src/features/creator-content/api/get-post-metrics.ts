import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorContentKeys } from './creator-content-keys';

const getPostMetrics = ({ deliverableId, signal }: { deliverableId: string; signal?: AbortSignal }) =>
  api.get('/influencer/deliverables/:id/metrics/', { param: { id: deliverableId }, signal });

export const postMetricsQueryOptions = (deliverableId: string) =>
  queryOptions({
    queryKey: creatorContentKeys.postMetrics(deliverableId),
    queryFn: ({ signal }) => getPostMetrics({ deliverableId, signal }),
  });

/** The figures reported for a live post (newest first) and the brand's open request, if any. */
export const usePostMetrics = (deliverableId: string) => useQuery(postMetricsQueryOptions(deliverableId));
