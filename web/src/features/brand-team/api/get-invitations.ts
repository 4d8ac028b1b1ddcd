import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandTeamKeys } from '@/lib/queries/query-keys';

/** `GET /api/brand/team/invitations/` — pending invitations. */
const getInvitations = () => api.get('/brand/team/invitations/');

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: brandTeamKeys.invitations(), queryFn: getInvitations });

export const useInvitations = () => useQuery(invitationsQueryOptions());
