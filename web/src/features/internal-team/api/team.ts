import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { authStore } from '@/lib/stores/auth-store';
import { internalTeamKeys } from './internal-team-keys';

const internalTeamQueryOptions = () => apiQueryOptions(internalTeamKeys.all, '/internal/team/');
export const useInternalTeam = () => useQuery(internalTeamQueryOptions());

const isTeamKey = (key: readonly unknown[]) => internalTeamKeys.all.every((part, i) => key[i] === part);

/**
 * Hand a brand to a colleague. Handing over one's own brand ends one's access to it at once: it leaves the
 * signed-in user's managed brands, and if it is the brand acted for, the choice is dropped (every later call would answer
 * "You do not manage that brand") with the data cached while the user managed it.
 */
export const useReassignBrand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { brand_id: string; from_strategist_id: string; to_strategist_id: string }) =>
      api.post('/internal/team/reassign/', body),
    onSuccess: (team, { brand_id, from_strategist_id }) => {
      const { user, selectedBrand, updateUser, selectBrand } = authStore.getState();
      if (user?.id === from_strategist_id) {
        updateUser({ managed_brands: user.managed_brands.filter((b) => b.id !== brand_id) });
        if (selectedBrand?.id === brand_id) selectBrand(null);
        // Organizations, campaigns and notices cached for the brand are no longer the user's to see.
        void queryClient.resetQueries({ predicate: ({ queryKey }) => !isTeamKey(queryKey) });
      }
      queryClient.setQueryData(internalTeamQueryOptions().queryKey, team);
    },
  });
};

/** Staff: suspend an internal account and sign it out everywhere. */
export const useDeactivateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/internal/team/:id/deactivate/', undefined, { param: { id } }),
    onSuccess: (team) => queryClient.setQueryData(internalTeamQueryOptions().queryKey, team),
  });
};
