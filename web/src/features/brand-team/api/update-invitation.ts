import { useMutation } from '@tanstack/react-query';
import type { TTeamRole } from '@schemas/team';
import { api } from '@/lib/api-client';
import { useRefreshTeam } from './use-refresh-team';

/** `PUT /api/brand/team/invitations/{id}/` — change a pending invitation's role or address. */
export const updateInvitation = ({ id, ...body }: { id: string; email: string; role: TTeamRole }) =>
  api.put('/brand/team/invitations/:id/', body, { param: { id } });

export const useUpdateInvitation = () => useMutation({ mutationFn: updateInvitation, onSuccess: useRefreshTeam() });
