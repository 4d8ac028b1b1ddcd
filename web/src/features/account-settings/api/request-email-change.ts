import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/request-email-change/` `{new_email}` → `{detail}` — sends a 6-digit code to the new address. */
const requestEmailChange = (body: { new_email: string }) => api.post('/request-email-change/', body);

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
