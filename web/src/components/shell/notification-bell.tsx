import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { shortenNumber } from '../../lib/number-shortener';
import { useAuthStore } from '../../lib/stores/auth-store';
import { BellIcon } from '../ui/icons';
import styles from './popover.module.css';
import shell from './shell.module.css';
import { useDismiss } from './use-dismiss';

type NotificationBellProps = {
  /** The panel listing notifications; without one the bell is a link to `href`. */
  panel?: (close: () => void) => ReactNode;
  href?: string;
};

/** The bell with the unread count kept in the auth store (spec §4). */
export const NotificationBell = ({ panel, href }: NotificationBellProps) => {
  const count = useAuthStore((state) => state.notificationCount);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close, trigger);

  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  const badge =
    count > 0 ? (
      <span className={styles.badge} aria-hidden="true">
        {count > 99 ? '99+' : shortenNumber(count)}
      </span>
    ) : null;

  if (!panel) {
    return (
      <a className={shell.iconButton} href={href ?? '#'} aria-label={label}>
        <BellIcon />
        {badge}
      </a>
    );
  }
  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className={shell.iconButton}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {badge}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="region" aria-label="Notifications">
          {panel(close)}
        </div>
      )}
    </div>
  );
};
