import type { TNotification } from '@schemas/common';
import { Link } from 'react-router-dom';
import styles from './notification-list.module.css';
import { relativeTime } from './relative-time';

const Item = ({ notification, onOpen }: { notification: TNotification; onOpen?: () => void }) => {
  const content = (
    <>
      <span className={`${styles.itemTitle} ${notification.is_read ? '' : styles.unread}`}>{notification.title}</span>
      {notification.body && <span className={styles.itemBody}>{notification.body}</span>}
      <time className={styles.itemTime} dateTime={notification.created_at}>
        {relativeTime(notification.created_at)}
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

export const NotificationItems = ({ items, onOpen, page }: { items: TNotification[]; onOpen?: () => void; page?: boolean }) => (
  <ul className={`${styles.list} ${page ? styles.pageList : ''}`}>
    {items.map((notification) => (
      <li key={notification.id}>
        <Item notification={notification} onOpen={onOpen} />
      </li>
    ))}
  </ul>
);
