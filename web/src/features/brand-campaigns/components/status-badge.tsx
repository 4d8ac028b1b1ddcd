import { statusLabel } from './format';
import styles from './brand-campaigns.module.css';

const TONE: Record<string, string> = {
  active: 'good',
  contracted: 'good',
  accepted: 'good',
  approved: 'good',
  published: 'good',
  paid: 'good',
  completed: 'info',
  draft: 'muted',
  archived: 'muted',
  expired: 'muted',
  removed: 'muted',
  declined: 'bad',
  changes_requested: 'warn',
  proposed: 'info',
  countered: 'warn',
  invited: 'info',
  applied: 'warn',
  pending: 'muted',
  submitted: 'warn',
};

export const StatusBadge = ({ status }: { status: string }) => (
  <span className={`${styles.badge} ${styles[`tone_${TONE[status] ?? 'muted'}`]}`}>{statusLabel(status)}</span>
);
