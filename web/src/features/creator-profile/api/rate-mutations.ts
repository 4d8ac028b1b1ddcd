import type { TCreateRate } from '@schemas/creator-rates';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { creatorProfileKeys } from './creator-profile-keys';

const createRate = (body: TCreateRate) => api.post('/influencer/rates/', body);
const updateRate = ({ id, rate_cents }: { id: string; rate_cents: number }) =>
  api.patch('/influencer/rates/:id/', { rate_cents }, { param: { id } });
const deleteRate = (id: string) => api.delete('/influencer/rates/:id/', { param: { id } });

/** Rates changed: the list and the profile's completeness are stale. */
const useRateMutation = <I, O>(fn: (input: I) => Promise<O>) =>
  useRefreshingMutation(fn, [creatorProfileKeys.rates(), creatorProfileKeys.profile()]);

export const useCreateRate = () => useRateMutation(createRate);
export const useUpdateRate = () => useRateMutation(updateRate);
export const useDeleteRate = () => useRateMutation(deleteRate);
