import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SupportIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useStaffInbox, type InboxStatus } from '../api/staff-inbox';
import { StaffReplyForm } from '../components/staff-reply-form';
import { SupportThread } from '../components/support-thread';
import styles from '../components/support.module.css';

const STATUSES: { value: InboxStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/** The staff support inbox: every request by status, newest activity first, answered in place. */
const StaffInbox = () => {
  const [status, setStatus] = useState<InboxStatus>('open');
  const inbox = useStaffInbox(status);
  return (
    <div className={styles.stack}>
      <div className={styles.row} role="group" aria-label="Status">
        {STATUSES.map((s) => (
          <label key={s.value} className={styles.badge} style={{ cursor: 'pointer', padding: '6px 12px', background: 'var(--color-gray-100)', textTransform: 'none', fontSize: 'var(--text-sm)' }}>
            <input type="radio" name="inbox-status" checked={status === s.value} onChange={() => setStatus(s.value)} /> {s.label}
          </label>
        ))}
      </div>
      {inbox.isPending ? (
        <Skeleton height={200} />
      ) : inbox.isError ? (
        <ErrorState description={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.results.length === 0 ? (
        <EmptyState icon={<SupportIcon size={26} />} title={status === 'open' ? 'No open requests' : 'Nothing here'} description="Requests from brands and creators appear here as they arrive." />
      ) : (
        <ul className={styles.list} aria-label="Support requests">
          {inbox.data.results.map((r) => (
            <li key={r.id}>
              <SupportThread request={r} showRequester>
                {r.status !== 'closed' && <StaffReplyForm requestId={r.id} subject={r.subject} />}
              </SupportThread>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

export default StaffInbox;
