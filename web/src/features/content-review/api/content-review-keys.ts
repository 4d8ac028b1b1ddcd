import type { TDeliverableStatus } from '@schemas/content';

/** Every query key of content review: queries and invalidations use these, never hand-typed arrays. */
export const contentReviewKeys = {
  all: ['content-review'] as const,
  /** Every list of one campaign (all status filters). */
  campaignDeliverables: (campaignId: string) => [...contentReviewKeys.all, 'deliverables', campaignId] as const,
  deliverables: (campaignId: string, status?: TDeliverableStatus) =>
    [...contentReviewKeys.campaignDeliverables(campaignId), status ?? 'all'] as const,
  versions: (deliverableId: string) => [...contentReviewKeys.all, 'versions', deliverableId] as const,
};
