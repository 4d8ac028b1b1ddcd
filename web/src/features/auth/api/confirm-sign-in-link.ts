import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { authStore } from '@/lib/stores/auth-store';

/** `POST /api/auth/sign-in-link/confirm/` `{uid, token}` → `{token, user}`; 400 `bad_token` for a used link. */
const confirmSignInLink = (body: { uid: string; token: string }) => api.post('/auth/sign-in-link/confirm/', body);

export const useConfirmSignInLink = () =>
  useAction(confirmSignInLink, {
    onSuccess: ({ user, token }) => authStore.getState().setSession({ user, token }),
  });
