import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { signOut } from '../../lib/auth/sign-out';
import { useAuthStore } from '../../lib/stores/auth-store';
import { Avatar } from '../ui/avatar';
import { ChevronDownIcon, LogOutIcon, SettingsIcon } from '../ui/icons';
import styles from './popover.module.css';

/**
 * The signed-in user's menu: who is signed in, account settings, sign out. Radix gives it the menu keyboard model
 * (arrow keys, Home/End, typeahead, Escape back to the trigger). Not modal: a modal menu would lock scrolling with an
 * injected <style>, which the Content-Security-Policy forbids.
 */
export const UserMenu = ({ settingsHref }: { settingsHref?: string }) => {
  const user = useAuthStore((state) => state.user);
  const selectedBrand = useAuthStore((state) => state.selectedBrand);
  if (!user) return null;

  const org = user.brand?.name ?? selectedBrand?.name;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.avatarButton}>
        <Avatar name={user.name || user.email} src={user.display_picture} size="small" />
        <span className="visually-hidden">Account menu for {user.name || user.email}</span>
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        loop
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className={styles.floating}
        style={{ width: 280 }}
      >
        <DropdownMenu.Label className={styles.menuHeader}>
          <span className={styles.menuName}>{user.name || `${user.first_name} ${user.last_name}`}</span>
          <span className={styles.menuMeta}>{user.email}</span>
          <span className={styles.menuMeta}>
            {user.profile_of === 'Influencer' ? 'Creator' : user.profile_of}
            {org ? ` · ${org}` : ''}
          </span>
        </DropdownMenu.Label>
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
