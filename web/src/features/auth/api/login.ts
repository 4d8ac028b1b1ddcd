import type { TLoginRequest } from '@schemas/auth';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { authStore } from '@/lib/stores/auth-store';

/** `POST /api/auth/login/` → `{token, user}`; the server also sets the session and csrftoken cookies. */
const login = (body: TLoginRequest) => api.post('/auth/login/', body);

/** Signs in and stores the user and token (memory only). */
export const useLogin = () =>
  useAction(login, {
    onSuccess: ({ user, token }) => authStore.getState().setSession({ user, token }),
  });
