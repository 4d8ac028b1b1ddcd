import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';

/** `POST /api/verify-new-email/` `{verification_code}` → `{detail, user}` — the change takes effect. */
const verifyNewEmail = (body: { verification_code: string }) => api.post('/verify-new-email/', body);

export const useVerifyNewEmail = () =>
  useMutation({
    mutationFn: verifyNewEmail,
    onSuccess: ({ user }) => authStore.getState().setSession({ user }),
  });
