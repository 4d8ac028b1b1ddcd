import type { TSupportRequest } from '@schemas/support';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useSetRequestStatus } from '../api/staff-inbox';
import { StaffReplyForm } from './staff-reply-form';

/**
 * What staff can do with one request: answer it (and close it), close it without a further answer (a thank-you,
 * a duplicate), or reopen a closed one so it is back in the open inbox.
 */
export const StaffRequestActions = ({ request }: { request: TSupportRequest }) => {
  const setStatus = useSetRequestStatus();
  const move = (status: 'open' | 'closed') =>
    setStatus.mutate(
      { id: request.id, status },
      {
        onSuccess: () =>
          showSnackbar({
            message: status === 'closed' ? `“${request.subject}” is closed.` : `“${request.subject}” is open again.`,
          }),
        onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
      },
    );
  if (request.status === 'closed')
    return (
      <div>
        <Button size="small" color="secondary" loading={setStatus.isPending} onClick={() => move('open')}>
          Reopen
        </Button>
      </div>
    );
  return (
    <StaffReplyForm requestId={request.id} subject={request.subject} busy={setStatus.isPending}>
      <Button size="small" color="secondary" loading={setStatus.isPending} onClick={() => move('closed')}>
        Close without answering
      </Button>
    </StaffReplyForm>
  );
};
