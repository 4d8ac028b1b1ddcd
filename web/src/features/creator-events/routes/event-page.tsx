import { useNavigate, useParams } from 'react-router-dom';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useEvent } from '../api/get-event';
import { useRsvp } from '../api/rsvp';
import { formatEventTime } from '@/lib/format';
import { spotsText } from '../components/spots';
import styles from '../components/creator-events.module.css';
import { Facts } from '@/components/ui/facts';

/** /creator/events/{uuid}: the event and my RSVP. */
const EventPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const event = useEvent(uuid);
  const rsvp = useRsvp();
  if (!event.isSuccess)
    return (
      <QueryState
        query={event}
        failed="This event could not be loaded."
        missing={{ title: 'Event not found', description: 'It may have been cancelled.' }}
      />
    );
  const e = event.data;
  const answer = (status: 'going' | 'not_going' | 'waitlist') =>
    rsvp.mutate(
      { eventId: e.id, status },
      {
        onSuccess: () =>
          status === 'going'
            ? navigate(`${paths.creator.eventsSuccess.path}?event=${encodeURIComponent(e.id)}`)
            : showSnackbar({
                variant: 'info',
                message:
                  status === 'waitlist'
                    ? 'You are on the waitlist. We will tell you if a place frees up.'
                    : 'We let the brand know you cannot make it.',
              }),
        onError: (error) => reportApiError(error),
      },
    );
  const full = e.spots_left === 0 && e.my_rsvp !== 'going';
  return (
    <div className={styles.stack}>
      <PageHeader
        back={<BackButton to={paths.creator.events.path} label="Events" />}
        eyebrow={e.brand.name}
        title={e.title}
        description={formatEventTime(e.starts_at, e.ends_at, e.time_zone)}
      />
      {e.cover_url && <img className={styles.cover} src={e.cover_url} alt={`Cover of ${e.title}`} />}
      <Card>
        <Facts
          className={styles.facts}
          facts={[
            ['Where', e.location || (e.online_url ? 'Online' : 'To be announced')],
            !!e.online_url && [
              'Link',
              <a href={e.online_url} target="_blank" rel="noreferrer noopener">
                {e.online_url}
              </a>,
            ],
            [
              'Places',
              <>
                {e.going_count} going · {spotsText(e.spots_left)}
              </>,
            ],
          ]}
        />
        <p style={{ marginTop: 16, whiteSpace: 'pre-line' }}>{e.description}</p>
      </Card>
      <Card title="Your answer">
        {e.is_cancelled ? (
          <p className={styles.muted}>This event is cancelled.</p>
        ) : e.is_past ? (
          <p className={styles.muted}>This event has taken place{e.my_rsvp === 'going' ? ' — you were there.' : '.'}</p>
        ) : (
          <div className={styles.row}>
            <p className={styles.muted} aria-live="polite">
              {e.my_rsvp === 'going'
                ? 'You are going.'
                : e.my_rsvp === 'waitlist'
                  ? 'You are on the waitlist.'
                  : e.my_rsvp === 'not_going'
                    ? 'You said you cannot make it.'
                    : full
                      ? 'This event is full.'
                      : 'Will you be there?'}
            </p>
            {full && e.my_rsvp !== 'waitlist' && (
              <Button
                loading={rsvp.isPending && rsvp.variables?.status === 'waitlist'}
                onClick={() => answer('waitlist')}
              >
                Join the waitlist
              </Button>
            )}
            {e.my_rsvp !== 'going' && !full && (
              <Button loading={rsvp.isPending && rsvp.variables?.status === 'going'} onClick={() => answer('going')}>
                I’m going
              </Button>
            )}
            {e.my_rsvp !== 'not_going' && (
              <Button
                color="grey"
                loading={rsvp.isPending && rsvp.variables?.status === 'not_going'}
                onClick={() => answer('not_going')}
              >
                I can’t make it
              </Button>
            )}
          </div>
        )}
      </Card>
    </div>
  );
};
export default EventPage;
