import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBrandProfileUpdate, TBrandSettingsUpdate } from '@schemas/brand-profile';
import { api } from '@/lib/api-client';
import { brandKeys } from '@/lib/queries/query-keys';
import { brandProfileKeys } from './brand-profile-keys';

const getBrandProfile = (signal?: AbortSignal) => api.get('/brand/profile/', { signal });
const updateBrandProfile = (body: TBrandProfileUpdate) => api.patch('/brand/profile/', body);

const brandProfileQueryOptions = () =>
  queryOptions({ queryKey: brandProfileKeys.profile(), queryFn: ({ signal }) => getBrandProfile(signal) });
export const useBrandProfile = () => useQuery(brandProfileQueryOptions());

const getBrandSettings = (signal?: AbortSignal) => api.get('/brand/settings/', { signal });
const updateBrandSettings = (body: TBrandSettingsUpdate) => api.patch('/brand/settings/', body);

const brandSettingsQueryOptions = () =>
  queryOptions({ queryKey: brandProfileKeys.settings(), queryFn: ({ signal }) => getBrandSettings(signal) });
export const useBrandSettings = () => useQuery(brandSettingsQueryOptions());

/** Profile and settings share fields (name, website …): a save refreshes both. */
export const useUpdateBrandSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
};
export const useUpdateBrandProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
};
