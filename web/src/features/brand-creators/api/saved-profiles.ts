import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSavedProfiles } from '@schemas/creator-search';
import { api } from '@/lib/api-client';
import { creatorDatabaseKeys } from '@/lib/queries/query-keys';
import { brandCreatorKeys } from './brand-creator-keys';

export const getSavedProfiles = (page: number, signal?: AbortSignal) =>
  api.get<TSavedProfiles>('/brand/saved-profiles/', { query: { page, page_size: 20 }, signal });
export const saveProfile = (profileId: string) =>
  api.post<{ profile_id: string; saved: true }>('/brand/add-profile/', { profile_id: profileId });
export const removeProfile = (profileId: string) =>
  api.delete<{ detail: string }>('/brand/remove-profile/', { query: { profile_id: profileId } });

export const savedProfilesQueryOptions = (page = 1) =>
  queryOptions({ queryKey: brandCreatorKeys.saved(page), queryFn: ({ signal }) => getSavedProfiles(page, signal) });

export const useSavedProfiles = (page: number, enabled: boolean) =>
  useQuery({ ...savedProfilesQueryOptions(page), enabled, placeholderData: keepPreviousData });

/** Save or unsave; every creator list shows `is_saved`, so all creator queries refresh. */
export const useToggleSaved = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, saved }: { id: string; saved: boolean }) => {
      if (saved) await removeProfile(id);
      else await saveProfile(id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorDatabaseKeys.all }),
  });
};
