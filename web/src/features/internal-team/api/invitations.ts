import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInternalInvitation, TInternalInviteRequest } from '@schemas/internal-team';
import { api } from '@/lib/api-client';
import { internalTeamKeys } from './internal-team-keys';

const internalInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: internalTeamKeys.invitations(),
    queryFn: ({ signal }) => api.get('/internal/team/invitations/', { signal }),
  });
export const useInternalInvitations = (enabled: boolean) => useQuery({ ...internalInvitationsQueryOptions(), enabled });

const useInvalidating = <T>(fn: (vars: T) => Promise<TInternalInvitation>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalInvitationsQueryOptions().queryKey }),
  });
};

export const useInviteInternalMember = () =>
  useInvalidating((body: TInternalInviteRequest) => api.post('/internal/team/invitations/', body));
export const useResendInternalInvitation = () =>
  useInvalidating((id: string) => api.post('/internal/team/invitations/:id/resend/', undefined, { param: { id } }));
export const useWithdrawInternalInvitation = () =>
  useInvalidating((id: string) => api.post('/internal/team/invitations/:id/withdraw/', undefined, { param: { id } }));
