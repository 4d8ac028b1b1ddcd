import type { TInternalEvent } from '@schemas/internal-events';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
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
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={`RSVPs for ${event.title}`}>
          <thead>
            <tr>
              <th scope="col">Creator</th>
              <th scope="col">Answer</th>
              <th scope="col">Checked in</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attendees.data.results.map((a) => (
              <tr key={a.creator_id}>
                <td>
                  {a.name}
                  <br />
                  <span className={styles.muted}>{a.email}</span>
                </td>
                <td>{STATUS[a.status]}</td>
                <td>{a.checked_in_at ? formatDateTime(a.checked_in_at) : '—'}</td>
                <td>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
