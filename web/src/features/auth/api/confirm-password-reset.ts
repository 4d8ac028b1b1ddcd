import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export type ConfirmPasswordResetInput = { uid: string; token: string; new_password: string };

/** `POST /api/auth/password/reset/confirm/` → `{detail}`; 400 `bad_token` for a used or expired link. */
const confirmPasswordReset = (body: ConfirmPasswordResetInput) => api.post('/auth/password/reset/confirm/', body);

export const useConfirmPasswordReset = () => useAction(confirmPasswordReset);
