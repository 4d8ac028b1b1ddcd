import type { ReactNode } from 'react';
import { platformLabel } from '@/lib/format';
import styles from './creator-profile.module.css';

/**
 * A social account's heading, on the creator's profile and in their settings: the platform's mark, the account's
 * name (`title`) with a line under it (`detail`), and what stands at its right (its status or credibility).
 */
export const AccountHead = ({
  platform,
  title,
  detail,
  aside,
}: {
  platform: string;
  title: ReactNode;
  detail: ReactNode;
  aside?: ReactNode;
}) => (
  <div className={styles.accountHead}>
    <span className={styles.platformMark} aria-hidden="true">
      {platformLabel(platform).slice(0, 1)}
    </span>
    <div className={styles.accountName}>
      <h3>{title}</h3>
      <p className={styles.muted}>{detail}</p>
    </div>
    {aside}
  </div>
);
