import layout from '@/components/styles/layout.module.css';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/spinner';
import { useOutboxStatus } from '../api/staff-operations';
import { formatDateTime } from '@/lib/format';
import { Table } from '@/components/ui/table';

/** Outbox events the consumer has not applied: never sent, or sent and not applied (the scheduled handler re-sends both). */
export const OutboxCard = () => {
  const outbox = useOutboxStatus();
  return (
    <Card
      title="Events not applied yet"
      description="Events saved with their change that the queue consumer has not applied. The scheduled job sends those never sent after a minute, and sends again those lost for 10 minutes."
    >
      {outbox.isPending ? (
        <Skeleton height={80} />
      ) : outbox.isError ? (
        <QueryError query={outbox} />
      ) : outbox.data.unapplied === 0 ? (
        <p className={layout.muted}>Every event has been applied.</p>
      ) : (
        <>
          <p>
            <strong>{outbox.data.unapplied}</strong> {outbox.data.unapplied === 1 ? 'event waits' : 'events wait'},{' '}
            {outbox.data.undispatched} never sent
            {outbox.data.unapplied > outbox.data.oldest.length
              ? `; the oldest ${outbox.data.oldest.length} are shown`
              : ''}
            .
          </p>
          <Table
            rows={outbox.data.oldest}
            rowKey={(e) => e.id}
            columns={[
              { header: 'Event', cell: (e) => e.type },
              { header: 'Written', cell: (e) => formatDateTime(e.created_at) },
              {
                header: 'Sent',
                cell: (e) =>
                  e.dispatched_at ? `${e.send_count}×, last ${formatDateTime(e.dispatched_at)}` : 'not yet',
              },
              { header: 'Id', cell: (e) => e.id, className: layout.code },
            ]}
          />
        </>
      )}
    </Card>
  );
};
