import type { QueryClient } from '@tanstack/react-query';
import { loadReviewPanel } from '../components/load-review-panel';
import { campaignDeliverablesQueryOptions, deliverableStatusOf } from './get-campaign-deliverables';
import { deliverableVersionsQueryOptions } from './get-deliverable-versions';

/**
 * Content review's first data, asked for while the page's code downloads: the list with the address's status filter
 * and, when the address opens a deliverable, its versions and the panel's code, all at once.
 */
export const prefetchContentReview = (queryClient: QueryClient, campaignId: string, search: URLSearchParams) => {
  const deliverableId = search.get('deliverable');
  return Promise.all([
    queryClient.prefetchInfiniteQuery(
      campaignDeliverablesQueryOptions(campaignId, deliverableStatusOf(search.get('status'))),
    ),
    ...(deliverableId
      ? [queryClient.prefetchQuery(deliverableVersionsQueryOptions(deliverableId)), loadReviewPanel()]
      : []),
  ]);
};
