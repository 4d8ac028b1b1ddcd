import { useMutation } from '@tanstack/react-query';
import { ZDetail } from '@schemas/auth';
import { api } from '@/lib/api-client';

export type ConfirmPasswordResetInput = { uid: string; token: string; new_password: string };

/** `POST /api/auth/password/reset/confirm/` → `{detail}`; 400 `bad_token` for a used or expired link. */
export const confirmPasswordReset = (body: ConfirmPasswordResetInput) =>
  api.post('/auth/password/reset/confirm/', body, { schema: ZDetail });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
