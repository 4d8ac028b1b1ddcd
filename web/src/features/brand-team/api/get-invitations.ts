import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandTeamKeys } from '@/lib/queries/query-keys';

/** `GET /api/brand/team/invitations/` — pending invitations. */
export const useInvitations = () => useQuery(apiQueryOptions(brandTeamKeys.invitations(), '/brand/team/invitations/'));
