import { useMutation } from '@tanstack/react-query';
import { ZVerifyPasswordResponse } from '@schemas/common';
import { api } from '@/lib/api-client';

/** `POST /api/verify-password/` `{password}` → `{verified: true}` — step 1 of an e-mail change. */
export const verifyPassword = (body: { password: string }) =>
  api.post('/verify-password/', body, { schema: ZVerifyPasswordResponse });

export const useVerifyPassword = () => useMutation({ mutationFn: verifyPassword });
