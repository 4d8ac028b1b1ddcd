import { Link } from 'react-router-dom';
import type { TMyMatch } from '@schemas/creator-matches';
import { paths } from '@/config/paths';
import { ProgressBar } from '@/components/ui/progress-bar';
import { MatchStatusBadge } from '@/components/ui/status-badge';
import styles from './creator-campaigns.module.css';
import { formatDateRange, formatDue, formatMoney, NEXT_ACTION_LABELS } from '@/lib/format';

/** One of my campaigns: where it stands, what I do next, how far the work is. */
export const MatchCard = ({ match }: { match: TMyMatch }) => {
  const { total, done, next_due_date } = match.deliverables;
  return (
    <article className={styles.card} aria-labelledby={`match-${match.id}`}>
      <div className={styles.spread}>
        <p className={styles.muted}>{match.brand.name}</p>
        <MatchStatusBadge status={match.status} side="creator" />
      </div>
      <h2 className={styles.cardTitle} id={`match-${match.id}`}>
        <Link
          to={
            match.status === 'contracted' || match.status === 'completed'
              ? paths.creator.overview.getHref(match.campaign.id)
              : paths.creator.campaign.getHref(match.campaign.id)
          }
        >
          {match.campaign.title}
        </Link>
      </h2>
      <ul className={styles.meta}>
        <li>{formatDateRange(match.campaign.start_date, match.campaign.end_date)}</li>
        {match.offered_rate_cents !== null && (
          <li>Offer: {formatMoney(match.offered_rate_cents, match.campaign.currency)}</li>
        )}
      </ul>
      {total > 0 && (
        <div className={styles.stackSm}>
          <ProgressBar
            className={styles.progress}
            fillClassName={styles.progressBar}
            label={`${done} of ${total} deliverables done`}
            value={done}
            max={total}
          />
          <p className={styles.muted}>
            {done} of {total} deliverables done{next_due_date ? ` · next ${formatDue(next_due_date)}` : ''}
          </p>
        </div>
      )}
      {match.next_action && (
        <p className={styles.muted}>
          <strong>Next:</strong> {NEXT_ACTION_LABELS[match.next_action]}
        </p>
      )}
    </article>
  );
};
