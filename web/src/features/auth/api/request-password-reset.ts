import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { detailResponse } from './public-responses';

/** `POST /api/auth/password/reset/` `{email}` → `{detail}` (the same answer whether or not the e-mail exists). */
export const requestPasswordReset = (body: { email: string }) =>
  api.post('/auth/password/reset/', body, { schema: detailResponse });

export const useRequestPasswordReset = () => useAction(requestPasswordReset);
