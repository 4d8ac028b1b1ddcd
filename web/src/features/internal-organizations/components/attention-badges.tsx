import type { TAttention } from '@schemas/internal-organizations';
import { countOf } from '@/lib/format';
import styles from './internal-organizations.module.css';

/** Why a brand needs attention, as badges; "All clear" when nothing does. */
export const AttentionBadges = ({ attention }: { attention: TAttention }) => {
  const items = [
    attention.payments_blocked && { tone: 'bad', text: 'Payment failed' },
    attention.content_overdue > 0 && {
      tone: 'bad',
      text: `${countOf(attention.content_overdue, 'submission', 'submissions')} waiting too long`,
    },
    attention.offers_waiting > 0 && {
      tone: 'warn',
      text: `${countOf(attention.offers_waiting, 'application', 'applications')} waiting`,
    },
    attention.open_checkins > 0 && {
      tone: 'info',
      text: `${countOf(attention.open_checkins, 'check-in', 'check-ins')} due`,
    },
  ].filter((x): x is { tone: string; text: string } => Boolean(x));
  if (items.length === 0) return <span className={`${styles.badge} ${styles.tone_good}`}>All clear</span>;
  return (
    <ul className={styles.reasons} aria-label="Needs attention">
      {items.map((i) => (
        <li key={i.text} className={`${styles.badge} ${styles[`tone_${i.tone}`]}`}>
          {i.text}
        </li>
      ))}
    </ul>
  );
};
