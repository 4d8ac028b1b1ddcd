import { CheckCircleIcon } from '@/components/ui/icons';
import styles from './funds-secured-badge.module.css';

/** "Funds secured": the brand's money for this offer is held in Social Loop (DESIGN §12), shown on both sides. */
export const FundsSecuredBadge = ({ amount }: { amount?: string }) => (
  <span className={styles.secured}>
    <CheckCircleIcon size={14} />
    {amount ? `Funds secured: ${amount}` : 'Funds secured'}
  </span>
);
