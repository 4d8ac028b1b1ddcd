import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshTeam } from './use-refresh-team';

/** `POST /api/brand/team/invitations/{id}/resend/` — a new link, valid 7 days. */
const resendInvitation = (id: string) => api.post('/brand/team/invitations/:id/resend/', undefined, { param: { id } });

export const useResendInvitation = () => useMutation({ mutationFn: resendInvitation, onSuccess: useRefreshTeam() });
