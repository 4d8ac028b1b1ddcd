import { useMutation } from '@tanstack/react-query';
import type { TTeamRole } from '@schemas/team';
import { api } from '@/lib/api-client';
import { useRefreshTeam } from './use-refresh-team';

/** `PATCH /api/brand/team/members/{id}/` — admin or member. */
const changeMemberRole = ({ userId, role }: { userId: string; role: TTeamRole }) =>
  api.patch('/brand/team/members/:id/', { role }, { param: { id: userId } });

export const useChangeMemberRole = () => useMutation({ mutationFn: changeMemberRole, onSuccess: useRefreshTeam() });
