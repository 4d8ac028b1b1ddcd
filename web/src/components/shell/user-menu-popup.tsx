import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { signOut } from '../../lib/auth/sign-out';
import { LogOutIcon, SettingsIcon } from '../ui/icons';
import { useTakeOverFocus, type PopupIntent } from './lazy-popup';
import styles from './popover.module.css';

type UserMenuPopupProps = {
  trigger: ReactNode;
  header: ReactNode;
  settingsHref?: string;
  /** What the user did with the stand-in trigger while this code downloaded (user-menu.tsx). */
  intent: PopupIntent;
};

/**
 * The user menu itself (loaded on first use, see user-menu.tsx). Radix gives it the menu keyboard model (arrow keys,
 * Home/End, typeahead, Escape back to the trigger). Not modal: a modal menu would lock scrolling with an injected
 * <style>, which the Content-Security-Policy forbids.
 */
const UserMenuPopup = ({ trigger, header, settingsHref, intent }: UserMenuPopupProps) => {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const keyboardFocused = useRef(false);
  useTakeOverFocus(intent, triggerRef);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={intent.open}>
      <DropdownMenu.Trigger ref={triggerRef} className={styles.avatarButton}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        loop
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className={styles.floating}
        style={{ width: 280 }}
        ref={(content) => {
          // Opened from the keyboard before this code was there: focus the first item, as a keyboard opening does.
          if (content && intent.byKeyboard && !keyboardFocused.current) {
            keyboardFocused.current = true;
            requestAnimationFrame(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
          }
        }}
      >
        <DropdownMenu.Label className={styles.menuHeader}>{header}</DropdownMenu.Label>
        <div className={styles.menuList}>
          {settingsHref && (
            <DropdownMenu.Item asChild className={styles.menuItem}>
              <Link to={settingsHref}>
                <SettingsIcon size={18} /> Account settings
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={styles.menuItem} onSelect={() => void signOut()}>
            <LogOutIcon size={18} /> Sign out
          </DropdownMenu.Item>
        </div>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
};

export default UserMenuPopup;
