import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** `POST /api/auth/email-change/undo/` `{uid, token}` → `{detail}`; 400 `bad_token`, 409 when the address was taken. */
const undoEmailChange = (body: { uid: string; token: string }) => api.post('/auth/email-change/undo/', body);

export const useUndoEmailChange = () => useAction(undoEmailChange);
