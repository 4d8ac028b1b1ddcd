import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateRate, TCreatorRate } from '@schemas/creator-rates';
import { api } from '@/lib/api-client';
import { ratesQueryOptions } from './get-rates';
import { creatorProfileKeys } from './creator-profile-keys';

export const createRate = (body: TCreateRate) => api.post<TCreatorRate>('/influencer/rates/', body);
export const updateRate = ({ id, rate_cents }: { id: string; rate_cents: number }) =>
  api.patch<TCreatorRate>(`/influencer/rates/${id}/`, { rate_cents });
export const deleteRate = (id: string) => api.delete<void>(`/influencer/rates/${id}/`);

/** Rates changed: the list and the profile's completeness are stale. */
const useRateMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: creatorProfileKeys.profile() }),
      ]),
  });
};

export const useCreateRate = () => useRateMutation(createRate);
export const useUpdateRate = () => useRateMutation(updateRate);
export const useDeleteRate = () => useRateMutation(deleteRate);
