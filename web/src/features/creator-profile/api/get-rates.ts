import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorProfileKeys } from './creator-profile-keys';

const getRates = (signal?: AbortSignal) => api.get('/influencer/rates/', { signal });

export const ratesQueryOptions = () =>
  queryOptions({ queryKey: creatorProfileKeys.rates(), queryFn: ({ signal }) => getRates(signal) });

export const useRates = () => useQuery(ratesQueryOptions());
