import { useAuthStore } from '../../lib/stores/auth-store';
import { Avatar } from '../ui/avatar';
import { ChevronDownIcon } from '../ui/icons';
import { TriggerStandIn, lazyPart, useLazyPopup } from './lazy-popup';
import styles from './popover.module.css';

const popup = lazyPart(() => import('./user-menu-popup'));

/**
 * The signed-in user's menu: who is signed in, account settings, sign out. The menu's code (user-menu-popup.tsx and
 * its headless library) downloads on first use; until then the avatar button stands in for its trigger.
 */
export const UserMenu = ({ settingsHref }: { settingsHref?: string }) => {
  const user = useAuthStore((state) => state.user);
  const selectedBrand = useAuthStore((state) => state.selectedBrand);
  const { module, intent, standIn } = useLazyPopup(popup);
  if (!user) return null;

  const org = user.brand?.name ?? selectedBrand?.name;
  const trigger = (
    <>
      <Avatar name={user.name || user.email} src={user.display_picture} size="small" />
      <span className="visually-hidden">Account menu for {user.name || user.email}</span>
      <ChevronDownIcon size={16} />
    </>
  );
  if (!module) {
    return (
      <TriggerStandIn {...standIn} className={styles.avatarButton} hasPopup="menu">
        {trigger}
      </TriggerStandIn>
    );
  }
  const header = (
    <>
      <span className={styles.menuName}>{user.name || `${user.first_name} ${user.last_name}`}</span>
      <span className={styles.menuMeta}>{user.email}</span>
      <span className={styles.menuMeta}>
        {user.profile_of === 'Influencer' ? 'Creator' : user.profile_of}
        {org ? ` · ${org}` : ''}
      </span>
    </>
  );
  return <module.default trigger={trigger} header={header} settingsHref={settingsHref} intent={intent} />;
};
