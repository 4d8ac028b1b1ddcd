import { useState, type ReactNode } from 'react';
import { ZStaffSupportReply } from '@schemas/support';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useReplyToRequest } from '../api/staff-inbox';

/** Staff answer a request; the answer is e-mailed and shown to the requester. `children`: more buttons in its row. */
export const StaffReplyForm = ({
  requestId,
  subject,
  busy = false,
  children,
}: {
  requestId: string;
  subject: string;
  /** Another change to the request is under way: the answer waits for it. */
  busy?: boolean;
  children?: ReactNode;
}) => {
  const reply = useReplyToRequest();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const send = (close: boolean) => {
    const parsed = ZStaffSupportReply.safeParse({ message, close });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    reply.mutate(
      { id: requestId, ...parsed.data },
      {
        onSuccess: () => {
          setMessage('');
          showSnackbar({ message: `Answer sent for “${subject}”.` });
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  return (
    <div className={layout.form}>
      <TextAreaField
        label={`Answer to “${subject}”`}
        value={message}
        error={error}
        rows={3}
        maxLength={5000}
        onChange={(e) => {
          setMessage(e.target.value);
          setError(undefined);
        }}
      />
      <div className={layout.row}>
        <Button
          size="small"
          loading={reply.isPending && !reply.variables?.close}
          disabled={reply.isPending || busy}
          onClick={() => send(false)}
        >
          Send answer
        </Button>
        <Button
          size="small"
          color="secondary"
          loading={reply.isPending && reply.variables?.close}
          disabled={reply.isPending || busy}
          onClick={() => send(true)}
        >
          Send and close
        </Button>
        {children}
      </div>
    </div>
  );
};
