import * as Popover from '@radix-ui/react-popover';
import { useCallback, useState, type ReactNode } from 'react';
import { shortenNumber } from '../../lib/number-shortener';
import { useAuthStore } from '../../lib/stores/auth-store';
import { BellIcon } from '../ui/icons';
import styles from './popover.module.css';
import shell from './shell.module.css';

type NotificationBellProps = {
  /** The panel listing notifications; without one the bell is a link to `href`. */
  panel?: (close: () => void) => ReactNode;
  href?: string;
};

/**
 * The bell with the unread count kept in the auth store (spec §4). The panel is a non-modal Radix popover: focus moves
 * into it on open, Escape or a click outside closes it and focus returns to the bell.
 */
export const NotificationBell = ({ panel, href }: NotificationBellProps) => {
  const count = useAuthStore((state) => state.notificationCount);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

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
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={shell.iconButton} aria-label={label}>
        <BellIcon />
        {badge}
      </Popover.Trigger>
      <Popover.Content
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className={styles.floating}
        aria-label="Notifications"
      >
        {panel(close)}
      </Popover.Content>
    </Popover.Root>
  );
};
