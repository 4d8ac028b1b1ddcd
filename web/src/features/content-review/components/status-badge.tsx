import type { TDeliverableStatus } from '@schemas/content';
import { STATUS_LABELS } from './review-format';
import styles from './content-review.module.css';

export const StatusBadge = ({ status }: { status: TDeliverableStatus }) => (
  <span className={styles.badge} data-status={status}>
    {STATUS_LABELS[status]}
  </span>
);
