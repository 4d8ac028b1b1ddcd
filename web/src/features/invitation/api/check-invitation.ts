import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './invitation-keys';

/** `GET /api/brand/team/invitations/validate/{token}/` — what an invitation link is, before anyone signs in. */
const checkInvitation = (token: string) =>
  api.get('/brand/team/invitations/validate/:token/', {
    param: { token: encodeURIComponent(token) },
    allowUnauthenticated: true,
  });

const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: invitationKeys.detail(token), queryFn: () => checkInvitation(token), retry: false });

export const useInvitationCheck = (token: string) => useQuery(invitationQueryOptions(token));
