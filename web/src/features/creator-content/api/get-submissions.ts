import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorContentKeys } from './creator-content-keys';

/** All versions at once: a deliverable has a handful (the contract's revision rounds + 1). */
const PAGE_SIZE = 100;

const getSubmissions = ({ deliverableId, signal }: { deliverableId: string; signal?: AbortSignal }) =>
  api.get('/influencer/deliverables/:id/submissions/', {
    param: { id: deliverableId },
    query: { page_size: PAGE_SIZE },
    signal,
  });

export const submissionsQueryOptions = (deliverableId: string) =>
  queryOptions({
    queryKey: creatorContentKeys.submissions(deliverableId),
    queryFn: ({ signal }) => getSubmissions({ deliverableId, signal }),
  });

export const useSubmissions = (deliverableId: string) => useQuery(submissionsQueryOptions(deliverableId));
