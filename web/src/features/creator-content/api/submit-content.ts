import type { TCreateSubmission } from '@schemas/content';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { creatorContentKeys } from './creator-content-keys';

/** A new version moves the deliverable to "submitted": its versions and every creator list showing it are stale. */
export const useSubmitContent = (deliverableId: string) =>
  useRefreshingMutation(
    (body: TCreateSubmission) =>
      api.post('/influencer/deliverables/:id/submissions/', body, { param: { id: deliverableId } }),
    [creatorContentKeys.submissions(deliverableId)],
    { evenOnError: true },
  );
