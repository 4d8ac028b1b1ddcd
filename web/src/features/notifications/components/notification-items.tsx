import type { TNotification } from '@schemas/common';
import { Link } from 'react-router-dom';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import styles from './notification-list.module.css';
import { formatRelative } from '@/lib/format';

const Item = ({
  notification,
  onOpen,
  showBrand,
}: {
  notification: TNotification;
  onOpen?: () => void;
  showBrand: boolean;
}) => {
  const content = (
    <>
      {showBrand && notification.brand_name && <span className={styles.itemBrand}>{notification.brand_name}</span>}
      <span className={`${styles.itemTitle} ${notification.is_read ? '' : styles.unread}`}>
        {notification.title}
        {notification.count > 1 && (
          <span className={styles.itemCount} aria-label={`${notification.count} notifications`}>
            {notification.count}
          </span>
        )}
      </span>
      {notification.body && <span className={styles.itemBody}>{notification.body}</span>}
      <time className={styles.itemTime} dateTime={notification.created_at}>
        {formatRelative(notification.created_at)}
      </time>
    </>
  );
  // Only in-app links are followed with the router; anything else is shown without a link.
  return notification.link?.startsWith('/') ? (
    <Link className={styles.item} to={notification.link} onClick={onOpen}>
      {content}
    </Link>
  ) : (
    <div className={styles.item}>{content}</div>
  );
};

/** Opening a notification takes the reader to where its action is taken, and marks it read. */
export const NotificationItems = ({
  items,
  onOpen,
  page,
}: {
  items: TNotification[];
  onOpen?: () => void;
  page?: boolean;
}) => {
  const markRead = useMarkNotificationsRead();
  // Strategists act for several brands: each notification names the one it concerns.
  const showBrand = useAuthStore((state) => state.user?.profile_of === 'Strategist');
  const open = (notification: TNotification) => {
    if (!notification.is_read) markRead.mutate({ ids: notification.ids });
    onOpen?.();
  };
  return (
    <ul className={`${styles.list} ${page ? styles.pageList : ''}`}>
      {items.map((notification) => (
        <li key={notification.id}>
          <Item notification={notification} onOpen={() => open(notification)} showBrand={showBrand} />
        </li>
      ))}
    </ul>
  );
};
