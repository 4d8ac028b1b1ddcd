import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorProfileKeys } from './creator-profile-keys';

/** `GET /api/influencer/review/`: the newest review of the creator's profile (asked for changes, with the reason). */
const creatorReviewQueryOptions = () => apiQueryOptions(creatorProfileKeys.review(), '/influencer/review/');

export const useCreatorReview = () => useQuery(creatorReviewQueryOptions());

const requestCreatorReview = () => api.post('/influencer/review/');

/** `POST /api/influencer/review/`: after changes were asked for, sends the profile to the staff queue again. */
export const useRequestCreatorReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCreatorReview,
    onSuccess: (data) => queryClient.setQueryData(creatorReviewQueryOptions().queryKey, data),
  });
};
