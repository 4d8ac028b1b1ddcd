import { useMutation } from '@tanstack/react-query';
import { ZLoginResponse, type TLoginRequest } from '@schemas/auth';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';

/** `POST /api/auth/login/` → `{token, user}`; the server also sets the session and csrftoken cookies. */
export const login = (body: TLoginRequest) => api.post('/auth/login/', body, { schema: ZLoginResponse });

/** Signs in and stores the user and token (memory only). */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => authStore.getState().setSession({ user, token }),
  });
