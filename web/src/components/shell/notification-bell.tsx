import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { shortenNumber } from '../../lib/number-shortener';
import { useAuthStore } from '../../lib/stores/auth-store';
import { BellIcon } from '../ui/icons';
import { TriggerStandIn, lazyPart, useLazyPopup } from './lazy-popup';
import styles from './popover.module.css';
import shell from './shell.module.css';

const popover = lazyPart(() => import('./notification-popover'));

type NotificationBellProps = {
  /** The panel listing notifications; without one the bell is a link to `href`. */
  panel?: (close: () => void) => ReactNode;
  href?: string;
};

/**
 * The bell with the unread count kept in the auth store (spec §4). The panel is a popover whose code downloads on
 * first use (notification-popover.tsx); until then the bell stands in for its trigger.
 */
export const NotificationBell = ({ panel, href }: NotificationBellProps) => {
  const count = useAuthStore((state) => state.notificationCount);
  const { module, intent, standIn } = useLazyPopup(popover);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Asked to open before the popover's code was there: it opens as soon as it is.
  useEffect(() => {
    if (module && intent.open) setOpen(true);
  }, [module, intent.open]);

  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  const badge =
    count > 0 ? (
      <span className={styles.badge} aria-hidden="true">
        {count > 99 ? '99+' : shortenNumber(count)}
      </span>
    ) : null;
  const trigger = (
    <>
      <BellIcon />
      {badge}
    </>
  );

  if (!panel) {
    return (
      <a className={shell.iconButton} href={href ?? '#'} aria-label={label}>
        {trigger}
      </a>
    );
  }
  if (!module) {
    return (
      <TriggerStandIn {...standIn} className={shell.iconButton} label={label} hasPopup="dialog">
        {trigger}
      </TriggerStandIn>
    );
  }
  return (
    <module.default open={open} onOpenChange={setOpen} label={label} trigger={trigger} intent={intent}>
      {panel(close)}
    </module.default>
  );
};
