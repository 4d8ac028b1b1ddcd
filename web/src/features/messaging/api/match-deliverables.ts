import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReviewDeliverable, TReviewItem } from '@schemas/content-review';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { messagingKeys } from './messaging-keys';

/** The campaign's deliverables (brand review view), for the panel beside each conversation. */
const campaignDeliverablesQueryOptions = (campaignId: string) =>
  apiQueryOptions(messagingKeys.deliverables(campaignId), '/influencer/campaign-deliverable/by-campaign/', {
    query: { campaign_id: campaignId, page_size: 100 },
  });

export const useMatchDeliverables = (campaignId: string, matchId: string) =>
  useQuery({
    ...campaignDeliverablesQueryOptions(campaignId),
    select: (list): TReviewItem[] => list.results.filter((d) => d.match_id === matchId),
  });

export const useReviewDeliverable = (campaignId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TReviewDeliverable }) =>
      api.patch('/influencer/campaign-deliverable/:id/', review, { param: { id } }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: campaignDeliverablesQueryOptions(campaignId).queryKey }),
  });
};
