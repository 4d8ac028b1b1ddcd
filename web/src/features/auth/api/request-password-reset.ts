import { useMutation } from '@tanstack/react-query';
import { ZDetail } from '@schemas/auth';
import { api } from '@/lib/api-client';

/** `POST /api/auth/password/reset/` `{email}` → `{detail}` (the same answer whether or not the e-mail exists). */
export const requestPasswordReset = (body: { email: string }) =>
  api.post('/auth/password/reset/', body, { schema: ZDetail });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
