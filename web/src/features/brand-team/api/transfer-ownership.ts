import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCurrentUser } from '@/lib/auth/session';
import { useRefreshTeam } from './use-refresh-team';

/** `POST /api/brand/team/transfer-ownership/` — owner only, password confirmed. */
const transferOwnership = (body: { user_id: string; password: string }) =>
  api.post('/brand/team/transfer-ownership/', body);

export const useTransferOwnership = () => {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: () => Promise.all([refresh(), refreshCurrentUser()]),
  });
};
