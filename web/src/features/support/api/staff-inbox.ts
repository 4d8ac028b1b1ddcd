import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './support-keys';

export type InboxStatus = 'open' | 'answered' | 'closed' | 'all';

/** `GET /api/staff/support/` — every request, by status (staff only). */
const getStaffInbox = (status: InboxStatus) =>
  api.get('/staff/support/', { query: { status: status === 'all' ? undefined : status } });

const staffInboxQueryOptions = (status: InboxStatus) =>
  queryOptions({ queryKey: supportKeys.staffInboxOf(status), queryFn: () => getStaffInbox(status) });

export const useStaffInbox = (status: InboxStatus) => useQuery(staffInboxQueryOptions(status));

/** `POST /api/staff/support/{id}/reply/` — the answer is e-mailed to the requester through the outbox. */
const replyToRequest = ({ id, message, close }: { id: string; message: string; close: boolean }) =>
  api.post('/staff/support/:id/reply/', { message, close }, { param: { id } });

export const useReplyToRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.staffInbox() }),
  });
};
