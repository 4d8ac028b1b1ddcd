import type { TDeliverableStatus } from '@schemas/content';

/** Every query key of content review: queries and invalidations use these, never hand-typed arrays. */
export const contentReviewKeys = {
  all: ['content-review'] as const,
  deliverables: (campaignId: string, status?: TDeliverableStatus) =>
    [...contentReviewKeys.all, 'deliverables', campaignId, status ?? 'all'] as const,
  versions: (deliverableId: string) => [...contentReviewKeys.all, 'versions', deliverableId] as const,
};
