import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** `POST /api/auth/activate/` `{uid, token}` → `{detail}`; 400 `bad_token` for a used or invalid link. */
const activateAccount = (body: { uid: string; token: string }) => api.post('/auth/activate/', body);

export const useActivateAccount = () => useAction(activateAccount);
