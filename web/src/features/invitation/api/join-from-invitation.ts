import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';

type SignupInput = { token: string; first_name: string; last_name: string; password: string };

/**
 * `POST /api/brand/team/invitations/signup/`, then signs the new person in with the same password
 * (`POST /api/auth/login/`), so they land in the brand straight away.
 */
const signupFromInvitation = async (input: SignupInput) => {
  const joined = await api.post('/brand/team/invitations/signup/', input);
  const session = await api.post('/auth/login/', { email: joined.email, password: input.password, remember_me: false });
  authStore.getState().setSession({ user: session.user, token: session.token });
  return joined;
};

export const useSignupFromInvitation = () => useMutation({ mutationFn: signupFromInvitation });

/** `POST /api/brand/team/invitations/accept/` — a signed-in user accepts an invitation to their own address. */
const acceptInvitation = (token: string) => api.post('/brand/team/invitations/accept/', { token });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
