import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/resend-email-change-code/` `{}` → `{detail}` — a new code to the pending address; the old one dies. */
const resendEmailChangeCode = () => api.post('/resend-email-change-code/', {});

export const useResendEmailChangeCode = () => useMutation({ mutationFn: resendEmailChangeCode });
