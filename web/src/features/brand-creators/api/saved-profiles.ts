import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCreatorKeys } from './brand-creator-keys';
import { storeSavedState } from './saved-cache';

const getSavedProfiles = (page: number, signal?: AbortSignal) =>
  api.get('/brand/saved-profiles/', { query: { page, page_size: 20 }, signal });
const saveProfile = (profileId: string) => api.post('/brand/add-profile/', { profile_id: profileId });
const removeProfile = (profileId: string) => api.delete('/brand/remove-profile/', { query: { profile_id: profileId } });

const savedProfilesQueryOptions = (page = 1) =>
  queryOptions({ queryKey: brandCreatorKeys.saved(page), queryFn: ({ signal }) => getSavedProfiles(page, signal) });

export const useSavedProfiles = (page: number, enabled: boolean) =>
  useQuery({ ...savedProfilesQueryOptions(page), enabled, placeholderData: keepPreviousData });

/** Save or unsave; the cached creator lists and profile show the new `is_saved` without searching again. */
export const useToggleSaved = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, saved }: { id: string; saved: boolean }) => {
      if (saved) await removeProfile(id);
      else await saveProfile(id);
    },
    onSuccess: (_, { id, saved }) => storeSavedState(queryClient, id, !saved),
  });
};
