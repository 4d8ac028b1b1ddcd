import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { internalTeamKeys } from './internal-team-keys';

const internalTeamQueryOptions = () => apiQueryOptions(internalTeamKeys.all, '/internal/team/');
export const useInternalTeam = () => useQuery(internalTeamQueryOptions());

export const useReassignBrand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { brand_id: string; from_strategist_id: string; to_strategist_id: string }) =>
      api.post('/internal/team/reassign/', body),
    onSuccess: (team) => queryClient.setQueryData(internalTeamQueryOptions().queryKey, team),
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
