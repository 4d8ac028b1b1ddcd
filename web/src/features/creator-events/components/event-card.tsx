import { Link } from 'react-router-dom';
import type { TCreatorEvent } from '@schemas/creator-events';
import { paths } from '@/config/paths';
import { formatEventTime } from '@/lib/format';
import { spotsText } from './spots';
import styles from './creator-events.module.css';

export const EventCard = ({ event }: { event: TCreatorEvent }) => (
  <article className={styles.card} aria-labelledby={`event-${event.id}`}>
    {event.cover_url && <img className={styles.cardCover} src={event.cover_url} alt="" loading="lazy" />}
    <p className={styles.muted}>{event.brand.name}</p>
    <h2 className={styles.title} id={`event-${event.id}`}>
      <Link to={paths.creator.event.getHref(event.id)}>{event.title}</Link>
    </h2>
    <p className={styles.muted}>{formatEventTime(event.starts_at, event.ends_at, event.time_zone)}</p>
    <p className={styles.muted}>{event.location}</p>
    {event.is_cancelled ? (
      <span className={`${styles.badge} ${styles.full}`}>Cancelled</span>
    ) : event.my_rsvp === 'going' ? (
      <span className={styles.badge}>You are going</span>
    ) : event.my_rsvp === 'waitlist' ? (
      <span className={styles.badge}>On the waitlist</span>
    ) : (
      !event.is_past && (
        <span className={`${styles.badge} ${event.spots_left === 0 ? styles.full : ''}`}>
          {spotsText(event.spots_left)}
        </span>
      )
    )}
  </article>
);
