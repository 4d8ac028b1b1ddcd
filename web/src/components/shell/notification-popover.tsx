import * as Popover from '@radix-ui/react-popover';
import { useRef, type ReactNode } from 'react';
import { useTakeOverFocus, type PopupIntent } from './lazy-popup';
import styles from './popover.module.css';
import shell from './shell.module.css';

type NotificationPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  trigger: ReactNode;
  /** What the user did with the stand-in bell while this code downloaded (notification-bell.tsx). */
  intent: PopupIntent;
  children: ReactNode;
};

/**
 * The bell's panel (loaded on first use, see notification-bell.tsx): a non-modal Radix popover. Focus moves into it
 * on open, Escape or a click outside closes it and focus returns to the bell.
 */
const NotificationPopover = ({ open, onOpenChange, label, trigger, intent, children }: NotificationPopoverProps) => {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(intent, triggerRef);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger ref={triggerRef} className={shell.iconButton} aria-label={label}>
        {trigger}
      </Popover.Trigger>
      <Popover.Content
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className={styles.floating}
        aria-label="Notifications"
      >
        {children}
      </Popover.Content>
    </Popover.Root>
  );
};

export default NotificationPopover;
