import { useQuery } from '@tanstack/react-query';
import type { TBrandProfileUpdate, TBrandSettingsUpdate } from '@schemas/brand-profile';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { brandKeys } from '@/lib/queries/query-keys';
import { brandProfileKeys } from './brand-profile-keys';

export const useBrandProfile = () => useQuery(apiQueryOptions(brandProfileKeys.profile(), '/brand/profile/'));
export const useBrandSettings = () => useQuery(apiQueryOptions(brandProfileKeys.settings(), '/brand/settings/'));

/** Profile and settings share fields (name, website …): a save refreshes both. */
export const useUpdateBrandSettings = () =>
  useRefreshingMutation((body: TBrandSettingsUpdate) => api.patch('/brand/settings/', body), [brandKeys.all]);
export const useUpdateBrandProfile = () =>
  useRefreshingMutation((body: TBrandProfileUpdate) => api.patch('/brand/profile/', body), [brandKeys.all]);
