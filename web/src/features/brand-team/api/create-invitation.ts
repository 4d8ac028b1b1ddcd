import { useMutation } from '@tanstack/react-query';
import type { TTeamRole } from '@schemas/team';
import { api } from '@/lib/api-client';
import { useRefreshTeam } from './use-refresh-team';

/** `POST /api/brand/team/invitations/` — e-mails an invitation valid 7 days. */
const createInvitation = (body: { email: string; role: TTeamRole }) => api.post('/brand/team/invitations/', body);

export const useCreateInvitation = () => useMutation({ mutationFn: createInvitation, onSuccess: useRefreshTeam() });
