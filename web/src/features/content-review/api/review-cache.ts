import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TDeliverableStatus } from '@schemas/content';
import type { TReviewItem, TReviewItemList } from '@schemas/content-review';
import { contentReviewKeys } from './content-review-keys';

type ReviewPages = InfiniteData<TReviewItemList, number>;

const moveCount = (counts: TReviewItemList['status_counts'], from: TDeliverableStatus, to: TDeliverableStatus) =>
  from === to ? counts : { ...counts, [from]: Math.max(0, (counts[from] ?? 0) - 1), [to]: (counts[to] ?? 0) + 1 };

/**
 * A review list (one status filter, or all) after `item` changed: the item is replaced where it is, or leaves a list
 * filtered on a status it no longer has; the per-status counts move with it. Lists that never held it are returned
 * as they are (the next poll brings it where it now belongs).
 */
const withReviewedItem = (list: ReviewPages, item: TReviewItem, filter: TDeliverableStatus | 'all'): ReviewPages => {
  const before = list.pages.flatMap((page) => page.results).find((result) => result.id === item.id);
  if (!before) return list;
  const stays = filter === 'all' || filter === item.status;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      count: stays ? page.count : Math.max(0, page.count - 1),
      status_counts: moveCount(page.status_counts, before.status, item.status),
      results: stays
        ? page.results.map((result) => (result.id === item.id ? item : result))
        : page.results.filter((result) => result.id !== item.id),
    })),
  };
};

/** Writes a review's PATCH response into every cached list of its campaign (no list is downloaded again). */
export const storeReviewedItem = (queryClient: QueryClient, item: TReviewItem) => {
  const prefix = contentReviewKeys.campaignDeliverables(item.campaign_id);
  for (const [key, list] of queryClient.getQueriesData<ReviewPages>({ queryKey: prefix })) {
    if (!list) continue;
    const filter = (key[prefix.length] ?? 'all') as TDeliverableStatus | 'all';
    queryClient.setQueryData<ReviewPages>(key, withReviewedItem(list, item, filter));
  }
};
