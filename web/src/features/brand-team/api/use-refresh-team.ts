import { useQueryClient } from '@tanstack/react-query';
import { invitationsQueryOptions } from './get-invitations';
import { teamQueryOptions } from './get-team';

/** After any team change: members, seats and invitations are read again. */
export const useRefreshTeam = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: invitationsQueryOptions().queryKey }),
    ]);
};
