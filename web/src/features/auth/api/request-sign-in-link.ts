import { useMutation } from '@tanstack/react-query';
import { ZDetail } from '@schemas/auth';
import { api } from '@/lib/api-client';

/** `POST /api/auth/sign-in-link/` `{email}` → `{detail}` (the same whether or not the address has an account). */
export const requestSignInLink = (body: { email: string }) =>
  api.post('/auth/sign-in-link/', body, { schema: ZDetail });

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });
