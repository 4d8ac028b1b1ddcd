import type { TOfferRound } from '@schemas/negotiation';
import styles from './offer-rounds.module.css';
import { deliverablesSummary, formatDateTime, formatMoney } from '@/lib/format';

type Props = {
  rounds: TOfferRound[];
  currency: string;
  viewer: 'brand' | 'creator';
  brandName: string;
  creatorName: string;
};

/** Every round of a negotiation, oldest first, the same for both sides (worded for the viewer). */
export const OfferRounds = ({ rounds, currency, viewer, brandName, creatorName }: Props) => {
  if (rounds.length === 0) return null;
  const who = (side: TOfferRound['side']) => (side === viewer ? 'You' : side === 'brand' ? brandName : creatorName);
  return (
    <ol className={styles.rounds} aria-label="Negotiation history">
      {rounds.map((r, i) => (
        <li key={`${r.at}-${i}`} className={styles.round} data-side={r.side === viewer ? 'mine' : 'theirs'}>
          <p className={styles.head}>
            <strong>{who(r.side)}</strong>{' '}
            {r.side === 'brand' ? (i === 0 ? 'offered' : 'offered again') : 'countered with'}{' '}
            <strong>{formatMoney(r.rate_cents, currency)}</strong>
          </p>
          {r.deliverables && <p className={styles.meta}>{deliverablesSummary(r.deliverables)}</p>}
          {r.message && <p className={styles.message}>“{r.message}”</p>}
          <p className={styles.meta}>{formatDateTime(r.at)}</p>
        </li>
      ))}
    </ol>
  );
};
