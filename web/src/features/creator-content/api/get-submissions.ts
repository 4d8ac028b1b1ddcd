import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorContentKeys } from './creator-content-keys';

/** All versions at once: a deliverable has a handful (the contract's revision rounds + 1). */
const PAGE_SIZE = 100;

export const useSubmissions = (deliverableId: string) =>
  useQuery(
    apiQueryOptions(creatorContentKeys.submissions(deliverableId), '/influencer/deliverables/:id/submissions/', {
      param: { id: deliverableId },
      query: { page_size: PAGE_SIZE },
    }),
  );
