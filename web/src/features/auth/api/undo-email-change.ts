import { useMutation } from '@tanstack/react-query';
import { ZDetail } from '@schemas/auth';
import { api } from '@/lib/api-client';

/** `POST /api/auth/email-change/undo/` `{uid, token}` → `{detail}`; 400 `bad_token`, 409 when the address was taken. */
export const undoEmailChange = (body: { uid: string; token: string }) =>
  api.post('/auth/email-change/undo/', body, { schema: ZDetail });

export const useUndoEmailChange = () => useMutation({ mutationFn: undoEmailChange });
