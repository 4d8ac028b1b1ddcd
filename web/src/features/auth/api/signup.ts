import { useMutation } from '@tanstack/react-query';
import { ZSignupResponse, type TSignupRequest } from '@schemas/auth';
import { api } from '@/lib/api-client';

/** `POST /api/auth/signup/` → 201 `{detail, user}`; 400 with `fields` for a taken e-mail or weak password. */
export const signup = (body: TSignupRequest) => api.post('/auth/signup/', body, { schema: ZSignupResponse });

export const useSignup = () => useMutation({ mutationFn: signup });
