import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/spinner';
import styles from '@/components/shell/popover.module.css';

const NotificationPanel = lazy(async () => ({ default: (await import('./notification-panel')).NotificationPanel }));

type PanelProps = { close: () => void; allHref?: string };

/**
 * The bell's panel, downloaded when it is first opened (it is never part of the first paint); meanwhile it shows
 * the same placeholder rows as while the notifications load (styled by the popover's sheet, which the navbar has
 * already loaded, so the panel's own styles are not part of the first paint either).
 */
export const LazyNotificationPanel = (props: PanelProps) => (
  <Suspense
    fallback={
      <div className={styles.loadingRows} aria-busy="true">
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={14} width="85%" />
      </div>
    }
  >
    <NotificationPanel {...props} />
  </Suspense>
);
