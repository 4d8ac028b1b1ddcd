import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSettingsChoices } from '@schemas/brand-choices';
import { api } from '@/lib/api-client';

export const getSettingsChoices = (signal?: AbortSignal) =>
  api.get<TSettingsChoices>('/brand/settings-choices/', { signal });

export const settingsChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['brand', 'settings-choices'],
    queryFn: ({ signal }) => getSettingsChoices(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useSettingsChoices = () => useQuery(settingsChoicesQueryOptions());
