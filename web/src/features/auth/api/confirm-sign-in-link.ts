import { useMutation } from '@tanstack/react-query';
import { ZLoginResponse } from '@schemas/auth';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';

/** `POST /api/auth/sign-in-link/confirm/` `{uid, token}` → `{token, user}`; 400 `bad_token` for a used link. */
export const confirmSignInLink = (body: { uid: string; token: string }) =>
  api.post('/auth/sign-in-link/confirm/', body, { schema: ZLoginResponse });

export const useConfirmSignInLink = () =>
  useMutation({
    mutationFn: confirmSignInLink,
    onSuccess: ({ user, token }) => authStore.getState().setSession({ user, token }),
  });
