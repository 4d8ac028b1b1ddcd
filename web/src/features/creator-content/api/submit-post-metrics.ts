import type { TSubmitPostMetrics } from '@schemas/metrics';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { creatorContentKeys } from './creator-content-keys';

/** Today's figures replace any sent earlier today and answer the brand's open request. */
export const useSubmitPostMetrics = (deliverableId: string) =>
  useRefreshingMutation(
    (body: TSubmitPostMetrics) =>
      api.post('/influencer/deliverables/:id/metrics/', body, { param: { id: deliverableId } }),
    [creatorContentKeys.postMetrics(deliverableId)],
    { evenOnError: true },
  );
