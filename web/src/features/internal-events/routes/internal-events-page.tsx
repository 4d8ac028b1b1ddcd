import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CalendarIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useInternalEvents, type EventsWhen } from '../api/events';
import { EventForm } from '../components/event-form';
import { InternalEventCard } from '../components/internal-event-card';
import styles from '../components/internal-events.module.css';
import { ScrollRow } from '@/components/ui/scroll-row';

/** /internal/events: the events of every brand the strategist manages — create, publish, RSVPs, check-in. */
const InternalEventsPage = () => {
  const [params] = useSearchParams();
  const when: EventsWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const events = useInternalEvents(when);
  const [creating, setCreating] = useState(false);
  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Internal"
        title="Events"
        description="Launches, meetups and workshops for your brands’ creators."
        actions={!creating && <Button onClick={() => setCreating(true)}>New event</Button>}
      />
      {creating && (
        <Card
          title="New event"
          description="Saved as a draft; creators see it once you publish."
          actions={
            <Button size="small" color="tertiary" onClick={() => setCreating(false)}>
              Close
            </Button>
          }
        >
          <EventForm
            onDone={() => {
              setCreating(false);
              showSnackbar({ message: 'Draft saved. Publish it when it is ready.' });
            }}
          />
        </Card>
      )}
      <ScrollRow className={styles.tabs} activeKey={when} aria-label="Events">
        <Link to="?when=upcoming" className={styles.tabLink} aria-current={when === 'upcoming' ? 'page' : undefined}>
          Upcoming
        </Link>
        <Link to="?when=past" className={styles.tabLink} aria-current={when === 'past' ? 'page' : undefined}>
          Past
        </Link>
      </ScrollRow>
      <section aria-label={`${when} events`} className={styles.stackSm}>
        {events.isPending ? (
          <>
            <Skeleton height={140} />
            <Skeleton height={140} />
          </>
        ) : events.isError ? (
          <ErrorState description="Events could not be loaded." onRetry={() => void events.refetch()} />
        ) : events.data.results.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon size={26} />}
            title={when === 'upcoming' ? 'No upcoming events' : 'No past events'}
            description="Create an event for one of your brands; creators RSVP from their Events page."
            actions={when === 'upcoming' && !creating && <Button onClick={() => setCreating(true)}>New event</Button>}
          />
        ) : (
          events.data.results.map((e) => <InternalEventCard key={e.id} event={e} />)
        )}
      </section>
    </div>
  );
};

export default InternalEventsPage;
