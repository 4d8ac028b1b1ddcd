import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { signOut } from '../../lib/auth/sign-out';
import { useAuthStore } from '../../lib/stores/auth-store';
import { Avatar } from '../ui/avatar';
import { ChevronDownIcon, LogOutIcon, SettingsIcon } from '../ui/icons';
import styles from './popover.module.css';
import { useDismiss } from './use-dismiss';

/** The signed-in user's menu: who is signed in, account settings, sign out. */
export const UserMenu = ({ settingsHref }: { settingsHref?: string }) => {
  const user = useAuthStore((state) => state.user);
  const selectedBrand = useAuthStore((state) => state.selectedBrand);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close, trigger);
  if (!user) return null;

  const org = user.brand?.name ?? selectedBrand?.name;
  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.name || user.email} src={user.display_picture} size="small" />
        <span className="visually-hidden">Account menu for {user.name || user.email}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <div id={menuId} className={styles.panel} style={{ width: 280 }}>
          <div className={styles.menuHeader}>
            <p className={styles.menuName}>{user.name || `${user.first_name} ${user.last_name}`}</p>
            <p className={styles.menuMeta}>{user.email}</p>
            <p className={styles.menuMeta}>
              {user.profile_of === 'Influencer' ? 'Creator' : user.profile_of}
              {org ? ` · ${org}` : ''}
            </p>
          </div>
          <div className={styles.menuList} role="menu">
            {settingsHref && (
              <Link role="menuitem" className={styles.menuItem} to={settingsHref} onClick={close}>
                <SettingsIcon size={18} /> Account settings
              </Link>
            )}
            <button role="menuitem" type="button" className={styles.menuItem} onClick={() => void signOut()}>
              <LogOutIcon size={18} /> Sign out
            </button>
          </div>
        </div>
      )}
    </div>
  );
};
