import { useState } from 'react';
import layout from '@/components/styles/layout.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { SupportIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/spinner';
import { useStaffInbox, type InboxStatus } from '../api/staff-inbox';
import { StaffRequestActions } from '../components/staff-request-actions';
import { SupportThread } from '../components/support-thread';

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
    <div className={layout.stack}>
      <SelectField
        className={layout.narrow}
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value as InboxStatus)}
      >
        {STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      {inbox.isPending ? (
        <Skeleton height={200} />
      ) : inbox.isError ? (
        <QueryError query={inbox} />
      ) : inbox.data.results.length === 0 ? (
        <EmptyState
          icon={<SupportIcon size={26} />}
          title={status === 'open' ? 'No open requests' : 'Nothing here'}
          description="Requests from brands and creators appear here as they arrive."
        />
      ) : (
        <ul className={layout.list} aria-label="Support requests">
          {inbox.data.results.map((r) => (
            <li key={r.id}>
              <SupportThread request={r} showRequester>
                <StaffRequestActions request={r} />
              </SupportThread>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

export default StaffInbox;
