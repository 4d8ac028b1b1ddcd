import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateCreatorProfile } from '@schemas/creator-profile';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';
import { referenceKeys } from '@/lib/reference-data/locations';
import { creatorProfileQueryOptions } from './get-creator-profile';

const updateCreatorProfile = (body: Partial<TUpdateCreatorProfile>) => api.patch('/influencer/profile/', body);

/** Saves the profile; the signed-in user's name, picture and `profile_complete` follow in the auth store. */
export const useUpdateCreatorProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreatorProfile,
    onSuccess: (profile, body) => {
      queryClient.setQueryData(creatorProfileQueryOptions().queryKey, profile);
      // A city the creator entered is now in the list everyone reads.
      if (body.new_location) void queryClient.invalidateQueries({ queryKey: referenceKeys.locations() });
      const store = authStore.getState();
      store.updateUser({
        first_name: profile.first_name,
        last_name: profile.last_name,
        name: profile.name,
        display_picture: profile.display_picture,
      });
      store.setOnboardingFlag('profile_complete', profile.onboarding.profile_complete === true);
    },
  });
};
