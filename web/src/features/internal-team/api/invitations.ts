import { useQuery } from '@tanstack/react-query';
import type { TInternalInviteRequest } from '@schemas/internal-team';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { internalTeamKeys } from './internal-team-keys';

export const useInternalInvitations = (enabled: boolean) =>
  useQuery({ ...apiQueryOptions(internalTeamKeys.invitations(), '/internal/team/invitations/'), enabled });

const invitations = [internalTeamKeys.invitations()];

export const useInviteInternalMember = () =>
  useRefreshingMutation((body: TInternalInviteRequest) => api.post('/internal/team/invitations/', body), invitations);
export const useResendInternalInvitation = () =>
  useRefreshingMutation(
    (id: string) => api.post('/internal/team/invitations/:id/resend/', undefined, { param: { id } }),
    invitations,
  );
export const useWithdrawInternalInvitation = () =>
  useRefreshingMutation(
    (id: string) => api.post('/internal/team/invitations/:id/withdraw/', undefined, { param: { id } }),
    invitations,
  );
