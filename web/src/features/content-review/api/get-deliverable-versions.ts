import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentReviewKeys } from './content-review-keys';

/** Every version at once: deliverables have a handful (the contract's revision rounds + 1). */
const PAGE_SIZE = 100;
/** A new version from the creator shows up while the deliverable is open. */
const POLL_MS = 30_000;

const getDeliverableVersions = ({ deliverableId, signal }: { deliverableId: string; signal?: AbortSignal }) =>
  api.get('/brand/deliverables/:id/submissions/', {
    param: { id: deliverableId },
    query: { page_size: PAGE_SIZE },
    signal,
  });

export const deliverableVersionsQueryOptions = (deliverableId: string) =>
  queryOptions({
    queryKey: contentReviewKeys.versions(deliverableId),
    queryFn: ({ signal }) => getDeliverableVersions({ deliverableId, signal }),
    refetchInterval: POLL_MS,
  });

export const useDeliverableVersions = (deliverableId: string) =>
  useQuery(deliverableVersionsQueryOptions(deliverableId));
