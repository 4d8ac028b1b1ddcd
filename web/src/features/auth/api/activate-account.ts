import { useMutation } from '@tanstack/react-query';
import { ZDetail } from '@schemas/auth';
import { api } from '@/lib/api-client';

/** `POST /api/auth/activate/` `{uid, token}` → `{detail}`; 400 `bad_token` for a used or invalid link. */
export const activateAccount = (body: { uid: string; token: string }) =>
  api.post('/auth/activate/', body, { schema: ZDetail });

export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });
