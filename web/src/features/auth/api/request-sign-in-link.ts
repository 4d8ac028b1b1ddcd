import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** `POST /api/auth/sign-in-link/` `{email}` → `{detail}` (the same whether or not the address has an account). */
const requestSignInLink = (body: { email: string }) => api.post('/auth/sign-in-link/', body);

export const useRequestSignInLink = () => useAction(requestSignInLink);
