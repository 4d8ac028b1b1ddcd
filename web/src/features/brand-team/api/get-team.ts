import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandTeamKeys } from '@/lib/queries/query-keys';

/** `GET /api/brand/team/` — members, seats and your role. */
const getTeam = () => api.get('/brand/team/');

export const teamQueryOptions = () => queryOptions({ queryKey: brandTeamKeys.members(), queryFn: getTeam });

export const useTeam = () => useQuery(teamQueryOptions());
