import { statusLabel } from './format';
import styles from './creator-campaigns.module.css';

const TONE: Record<string, string> = {
  invited: 'info',
  applied: 'muted',
  proposed: 'warn',
  countered: 'info',
  accepted: 'warn',
  contracted: 'good',
  completed: 'info',
  declined: 'bad',
  removed: 'muted',
  expired: 'muted',
  pending: 'muted',
  submitted: 'info',
  changes_requested: 'warn',
  approved: 'good',
  published: 'good',
  paid: 'good',
};

/** A match or deliverable status in words and colour. */
export const StatusBadge = ({ status }: { status: string }) => (
  <span className={`${styles.badge} ${styles[`tone_${TONE[status] ?? 'muted'}`]}`}>{statusLabel(status)}</span>
);
