import type { TSignupRequest } from '@schemas/auth';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** `POST /api/auth/signup/` → 201 `{detail, user}`; 400 with `fields` for a taken e-mail or weak password. */
const signup = (body: TSignupRequest) => api.post('/auth/signup/', body);

export const useSignup = () => useAction(signup);
