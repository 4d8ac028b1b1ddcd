import type { TAttendee, TInternalEvent } from '@schemas/internal-events';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
import { Table, type TTableColumn } from '@/components/ui/table';
import { apiUrl } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useAttendeeAction, useAttendees } from '../api/events';
import styles from './internal-events.module.css';
import { formatDateTime } from '@/lib/format';

const STATUS: Record<string, string> = { going: 'Going', waitlist: 'Waitlist', not_going: 'Declined' };

/** RSVPs of one event: going, waitlist and declined, with check-in on the day, promotion from the waitlist and export. */
export const AttendeesPanel = ({ event }: { event: TInternalEvent }) => {
  const attendees = useAttendees(event.id);
  const act = useAttendeeAction(event.id);
  const run = (creatorId: string, action: 'promote' | 'check-in', name: string) =>
    act.mutate(
      { creatorId, action },
      {
        onSuccess: () => {
          showSnackbar({ message: action === 'promote' ? `${name} is going now.` : `${name} is checked in.` });
          void attendees.refetch();
        },
        onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
      },
    );
  const columns: TTableColumn<TAttendee>[] = [
    {
      header: 'Creator',
      cell: (a) => (
        <>
          {a.name}
          <br />
          <span className={styles.muted}>{a.email}</span>
        </>
      ),
    },
    { header: 'Answer', cell: (a) => STATUS[a.status] },
    { header: 'Checked in', cell: (a) => (a.checked_in_at ? formatDateTime(a.checked_in_at) : '—') },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (a) => (
        <>
          {a.status === 'waitlist' && event.status === 'published' && (
            <Button size="small" color="secondary" onClick={() => run(a.creator_id, 'promote', a.name)}>
              Move to going
            </Button>
          )}
          {a.status === 'going' && !a.checked_in_at && event.status === 'published' && (
            <Button
              size="small"
              onClick={() => run(a.creator_id, 'check-in', a.name)}
              aria-label={`Check in ${a.name}`}
            >
              Check in
            </Button>
          )}
        </>
      ),
    },
  ];
  if (attendees.isPending) return <Skeleton height={80} />;
  if (attendees.isError)
    return <ErrorState description="RSVPs could not be loaded." onRetry={() => void attendees.refetch()} />;
  if (attendees.data.results.length === 0) return <p className={styles.muted}>Nobody has answered yet.</p>;
  return (
    <div className={styles.stackSm}>
      <div>
        <a
          className={styles.muted}
          href={apiUrl('/internal/events/:id/attendees.csv', { param: { id: event.id } })}
          download
        >
          <DownloadIcon size={14} /> Export attendees (CSV)
        </a>
      </div>
      <Table
        columns={columns}
        rows={attendees.data.results}
        rowKey={(a) => a.creator_id}
        label={`RSVPs for ${event.title}`}
        classes={{ wrap: styles.tableWrap, table: styles.table }}
      />
    </div>
  );
};
