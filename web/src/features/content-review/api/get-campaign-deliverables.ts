import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TDeliverableStatus } from '@schemas/content';
import { DELIVERABLE_STATUSES } from '@schemas/vocabularies';
import { api } from '@/lib/api-client';
import { contentReviewKeys } from './content-review-keys';

const PAGE_SIZE = 100;

/** The status filter named in the address, if it is one (checked without the validation library). */
export const deliverableStatusOf = (value: string | null): TDeliverableStatus | undefined =>
  DELIVERABLE_STATUSES.find((status) => status === value);

/** New submissions show up while the page is open (creators upload at any time). */
const POLL_MS = 30_000;

const getCampaignDeliverables = ({
  campaignId,
  status,
  page,
  signal,
}: {
  campaignId: string;
  status?: TDeliverableStatus;
  page: number;
  signal?: AbortSignal;
}) =>
  api.get('/influencer/campaign-deliverable/by-campaign/', {
    query: { campaign_id: campaignId, status, page, page_size: PAGE_SIZE },
    signal,
  });

export const campaignDeliverablesQueryOptions = (campaignId: string, status?: TDeliverableStatus) =>
  infiniteQueryOptions({
    queryKey: contentReviewKeys.deliverables(campaignId, status),
    queryFn: ({ pageParam, signal }) => getCampaignDeliverables({ campaignId, status, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    refetchInterval: POLL_MS,
  });

export const useCampaignDeliverables = (campaignId: string, status?: TDeliverableStatus) =>
  useInfiniteQuery(campaignDeliverablesQueryOptions(campaignId, status));
