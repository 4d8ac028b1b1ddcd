import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** `POST /api/auth/password/reset/` `{email}` → `{detail}` (the same answer whether or not the e-mail exists). */
const requestPasswordReset = (body: { email: string }) => api.post('/auth/password/reset/', body);

export const useRequestPasswordReset = () => useAction(requestPasswordReset);
