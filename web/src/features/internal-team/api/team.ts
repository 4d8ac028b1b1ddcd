import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInternalTeamMember } from '@schemas/internal-team';
import { api } from '@/lib/api-client';
import { internalTeamKeys } from './internal-team-keys';

export const internalTeamQueryOptions = () =>
  queryOptions({
    queryKey: internalTeamKeys.all,
    queryFn: ({ signal }) => api.get<{ results: TInternalTeamMember[] }>('/internal/team/', { signal }),
  });
export const useInternalTeam = () => useQuery(internalTeamQueryOptions());

export const useReassignBrand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { brand_id: string; from_strategist_id: string; to_strategist_id: string }) =>
      api.post<{ results: TInternalTeamMember[] }>('/internal/team/reassign/', body),
    onSuccess: (team) => queryClient.setQueryData(internalTeamQueryOptions().queryKey, team),
  });
};

/** Staff: suspend an internal account and sign it out everywhere. */
export const useDeactivateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ results: TInternalTeamMember[] }>(`/internal/team/${id}/deactivate/`),
    onSuccess: (team) => queryClient.setQueryData(internalTeamQueryOptions().queryKey, team),
  });
};
