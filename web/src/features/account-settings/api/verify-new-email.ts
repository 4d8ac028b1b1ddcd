import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ZUser } from '@schemas/user';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';

const ZVerifyNewEmailResponse = z.object({ detail: z.string(), user: ZUser });

/** `POST /api/verify-new-email/` `{verification_code}` → `{detail, user}` — the change takes effect. */
export const verifyNewEmail = (body: { verification_code: string }) =>
  api.post('/verify-new-email/', body, { schema: ZVerifyNewEmailResponse });

export const useVerifyNewEmail = () =>
  useMutation({
    mutationFn: verifyNewEmail,
    onSuccess: ({ user }) => authStore.getState().setSession({ user }),
  });
