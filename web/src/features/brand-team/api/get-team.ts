import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandTeamKeys } from '@/lib/queries/query-keys';

/** `GET /api/brand/team/` — members, seats and your role. */
export const useTeam = () => useQuery(apiQueryOptions(brandTeamKeys.members(), '/brand/team/'));
