import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/verify-password/` `{password}` → `{verified: true}` — step 1 of an e-mail change. */
const verifyPassword = (body: { password: string }) => api.post('/verify-password/', body);

export const useVerifyPassword = () => useMutation({ mutationFn: verifyPassword });
