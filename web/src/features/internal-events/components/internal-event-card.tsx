import { useState } from 'react';
import type { TInternalEvent } from '@schemas/internal-events';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useEventAction } from '../api/events';
import { AttendeesPanel } from './attendees-panel';
import { EventForm } from './event-form';
import styles from './internal-events.module.css';
import { formatEventDateTime } from '@/lib/format';

const STATUS_TONE = {
  draft: ['muted', 'Draft'],
  published: ['good', 'Published'],
  cancelled: ['bad', 'Cancelled'],
} as const;
const AUDIENCE = { all: 'All creators', niche: 'Niches', location: 'Locations', invited: 'Invited list' } as const;

/** One event in the strategist's list: facts, RSVP counts, and publish / edit / cancel / RSVPs. */
export const InternalEventCard = ({ event }: { event: TInternalEvent }) => {
  const [open, setOpen] = useState<'rsvps' | 'edit' | null>(null);
  const action = useEventAction();
  const [tone, label] = STATUS_TONE[event.status];
  const run = (a: 'publish' | 'cancel') =>
    action.mutate(
      { id: event.id, action: a },
      {
        onSuccess: () =>
          showSnackbar({
            message: a === 'publish' ? 'Published: creators can RSVP now.' : 'Cancelled; everyone who RSVP’d is told.',
          }),
        onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
      },
    );
  const audience =
    event.audience === 'niche'
      ? `${AUDIENCE.niche}: ${event.audience_niches.join(', ')}`
      : event.audience === 'location'
        ? `${event.audience_location_ids.length} locations`
        : event.audience === 'invited'
          ? `${AUDIENCE.invited}: ${event.invited_creator_ids.length} ${event.invited_creator_ids.length === 1 ? 'creator' : 'creators'}`
          : AUDIENCE[event.audience];
  return (
    <article className={styles.card} aria-labelledby={`event-${event.id}`}>
      {event.cover_url && <img className={styles.cover} src={event.cover_url} alt="" />}
      <div className={styles.spread}>
        <div className={styles.stackSm}>
          <p className={styles.muted}>{event.brand.name}</p>
          <h2 className={styles.cardTitle} id={`event-${event.id}`}>
            {event.title}
          </h2>
        </div>
        <span className={`${styles.badge} ${styles[`tone_${tone}`]}`}>{label}</span>
      </div>
      <ul className={styles.meta}>
        <li>{formatEventDateTime(event.starts_at, event.time_zone)}</li>
        <li>{event.location || (event.online_url ? 'Online' : 'Place to be announced')}</li>
        <li>{audience}</li>
        <li>
          {event.counts.going} going{event.capacity !== null ? ` of ${event.capacity}` : ''} · {event.counts.waitlist}{' '}
          waitlist · {event.counts.declined} declined · {event.counts.checked_in} checked in
        </li>
      </ul>
      <div className={styles.actions}>
        {event.status === 'draft' && (
          <Button size="small" loading={action.isPending} onClick={() => run('publish')}>
            Publish
          </Button>
        )}
        {event.status !== 'cancelled' && (
          <Button
            size="small"
            color="secondary"
            aria-expanded={open === 'edit'}
            onClick={() => setOpen(open === 'edit' ? null : 'edit')}
          >
            Edit
          </Button>
        )}
        <Button
          size="small"
          color="secondary"
          aria-expanded={open === 'rsvps'}
          onClick={() => setOpen(open === 'rsvps' ? null : 'rsvps')}
        >
          RSVPs
        </Button>
        {event.status !== 'cancelled' && (
          <Button
            size="small"
            color="red"
            loading={action.isPending}
            onClick={() => {
              if (window.confirm('Cancel this event? Everyone who RSVP’d is told.')) run('cancel');
            }}
          >
            Cancel event
          </Button>
        )}
      </div>
      {open === 'edit' && (
        <EventForm
          event={event}
          onDone={() => {
            setOpen(null);
            showSnackbar({ message: 'Event saved.' });
          }}
        />
      )}
      {open === 'rsvps' && <AttendeesPanel event={event} />}
    </article>
  );
};
