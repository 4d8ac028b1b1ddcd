import { useQueryClient } from '@tanstack/react-query';
import { brandTeamKeys } from '@/lib/queries/query-keys';

/** After any team change: members, seats and invitations are read again. */
export const useRefreshTeam = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brandTeamKeys.members() }),
      queryClient.invalidateQueries({ queryKey: brandTeamKeys.invitations() }),
    ]);
};
