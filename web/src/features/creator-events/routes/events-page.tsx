import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { EVENTS_PAGE_SIZE, useEvents, type EventsWhen } from '../api/get-events';
import { EventCard } from '../components/event-card';
import styles from '../components/creator-events.module.css';
import { Pager } from '@/components/ui/pager';
import { ScrollRow } from '@/components/ui/scroll-row';

const TABS: [EventsWhen, string][] = [
  ['upcoming', 'Upcoming'],
  ['going', 'I’m going'],
  ['past', 'Past'],
];
const EMPTY: Record<EventsWhen, string> = {
  upcoming: 'No upcoming events right now. Brands post launches and meetups here.',
  going: 'You have not booked any upcoming event.',
  past: 'No past events yet.',
};

/** /creator/events: brand events to RSVP to. */
const EventsPage = () => {
  const [params, setParams] = useSearchParams();
  const when = (TABS.some(([w]) => w === params.get('when')) ? params.get('when') : 'upcoming') as EventsWhen;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const events = useEvents({ when, page });
  const pages = Math.ceil((events.data?.count ?? 0) / EVENTS_PAGE_SIZE);
  return (
    <div className={styles.stack}>
      <PageHeader eyebrow="Creator" title="Events" description="Launches, meetups and workshops hosted by brands." />
      <ScrollRow className={styles.tabs} activeKey={when} aria-label="Events">
        {TABS.map(([w, label]) => (
          <Link key={w} to={`?when=${w}`} className={styles.tab} aria-current={w === when ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </ScrollRow>
      {events.isPending && (
        <div className={styles.grid}>
          <Skeleton height={160} />
          <Skeleton height={160} />
          <Skeleton height={160} />
        </div>
      )}
      {events.isError && <ErrorState description="Events could not be loaded." onRetry={() => events.refetch()} />}
      {events.data?.count === 0 && <EmptyState title="Nothing here" description={EMPTY[when]} />}
      {events.data && events.data.count > 0 && (
        <div className={styles.grid}>
          {events.data.results.map((e) => (
            <EventCard key={e.id} event={e} />
          ))}
        </div>
      )}
      <Pager page={page} pages={pages} onPage={(p) => setParams({ when, page: String(p) })} />
    </div>
  );
};
export default EventsPage;
