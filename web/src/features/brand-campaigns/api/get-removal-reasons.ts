import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

const getRemovalReasons = (signal?: AbortSignal) => api.get('/brand/removal-reasons/', { signal });

const removalReasonsQueryOptions = () =>
  queryOptions({
    queryKey: brandCampaignKeys.removalReasons(),
    queryFn: ({ signal }) => getRemovalReasons(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useRemovalReasons = (enabled = true) => useQuery({ ...removalReasonsQueryOptions(), enabled });
