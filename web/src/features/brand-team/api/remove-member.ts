import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshTeam } from './use-refresh-team';

/** `POST /api/brand/team/invitations/{id}/remove-member/` — withdraw an invitation or remove a member. */
const removeMember = (id: string) =>
  api.post('/brand/team/invitations/:id/remove-member/', undefined, { param: { id } });

export const useRemoveMember = () => useMutation({ mutationFn: removeMember, onSuccess: useRefreshTeam() });
