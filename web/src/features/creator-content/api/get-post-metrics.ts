import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorContentKeys } from './creator-content-keys';

/** The figures reported for a live post (newest first) and the brand's open request, if any. */
export const usePostMetrics = (deliverableId: string) =>
  useQuery(
    apiQueryOptions(creatorContentKeys.postMetrics(deliverableId), '/influencer/deliverables/:id/metrics/', {
      param: { id: deliverableId },
    }),
  );
