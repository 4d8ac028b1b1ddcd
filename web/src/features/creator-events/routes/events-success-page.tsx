import { useSearchParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useEvent } from '../api/get-event';
import { formatEventTime } from '@/lib/format';
import styles from '../components/creator-events.module.css';

const EventSummary = ({ id }: { id: string }) => {
  const event = useEvent(id);
  if (event.isPending) return <Skeleton height={40} />;
  if (event.isError) return null;
  return (
    <p>
      <strong>{event.data.title}</strong>
      <br />
      <span className={styles.muted}>
        {formatEventTime(event.data.starts_at, event.data.ends_at, event.data.time_zone)} · {event.data.location}
      </span>
    </p>
  );
};

/** /creator/events/success: the RSVP confirmation. */
const EventsSuccessPage = () => {
  const [params] = useSearchParams();
  const id = params.get('event');
  return (
    <Card padding="large">
      <div className={styles.stack} style={{ justifyItems: 'start' }}>
        <span style={{ color: 'var(--color-success-600)' }}>
          <CheckCircleIcon size={40} />
        </span>
        <h1 style={{ fontSize: 'var(--text-2xl)' }}>You’re on the list</h1>
        {id && <EventSummary id={id} />}
        <p className={styles.muted}>
          The brand knows you are coming. If your plans change, tell them from the event page.
        </p>
        <div className={styles.row}>
          <AppButtonLink to={id ? paths.creator.event.getHref(id) : paths.creator.events.path}>
            {id ? 'See the event' : 'All events'}
          </AppButtonLink>
          <AppButtonLink to={paths.creator.dashboard.path} color="secondary">
            Dashboard
          </AppButtonLink>
        </div>
      </div>
    </Card>
  );
};
export default EventsSuccessPage;
