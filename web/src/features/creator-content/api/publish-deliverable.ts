import type { TPublishDeliverable } from '@schemas/content';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { creatorContentKeys } from './creator-content-keys';

/** Publishes approved content with its post link, or (`correcting`) fixes the link of a published post. */
export const usePublishDeliverable = (deliverableId: string, correcting = false) =>
  useRefreshingMutation(
    (body: TPublishDeliverable) =>
      correcting
        ? api.patch('/influencer/deliverables/:id/post-url/', body, { param: { id: deliverableId } })
        : api.post('/influencer/deliverables/:id/publish/', body, { param: { id: deliverableId } }),
    [creatorContentKeys.submissions(deliverableId)],
    { evenOnError: true },
  );
