import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

export const getSettingsChoices = (signal?: AbortSignal) => api.get('/brand/settings-choices/', { signal });

export const settingsChoicesQueryOptions = () =>
  queryOptions({
    queryKey: brandCampaignKeys.settingsChoices(),
    queryFn: ({ signal }) => getSettingsChoices(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useSettingsChoices = () => useQuery(settingsChoicesQueryOptions());
