import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { supportKeys } from './support-keys';

export type InboxStatus = 'open' | 'answered' | 'closed' | 'all';

/** `GET /api/staff/support/` — every request, by status (staff only). */
export const useStaffInbox = (status: InboxStatus) =>
  useQuery(
    apiQueryOptions(supportKeys.staffInboxOf(status), '/staff/support/', {
      query: { status: status === 'all' ? undefined : status },
    }),
  );

/** `POST /api/staff/support/{id}/reply/` — the answer is e-mailed to the requester through the outbox. */
const replyToRequest = ({ id, message, close }: { id: string; message: string; close: boolean }) =>
  api.post('/staff/support/:id/reply/', { message, close }, { param: { id } });

export const useReplyToRequest = () => useRefreshingMutation(replyToRequest, [supportKeys.staffInbox()]);

/** `PATCH /api/staff/support/{id}/` — close a request that needs no (further) answer, or reopen a closed one. */
const setRequestStatus = ({ id, status }: { id: string; status: 'open' | 'closed' }) =>
  api.patch('/staff/support/:id/', { status }, { param: { id } });

export const useSetRequestStatus = () => useRefreshingMutation(setRequestStatus, [supportKeys.staffInbox()]);
