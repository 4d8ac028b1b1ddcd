import styles from './creator-content.module.css';

export const StatusBadge = ({ status, label }: { status: string; label: string }) => (
  <span className={styles.badge} data-status={status}>
    {label}
  </span>
);
