import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/spinner';
import { reportApiError } from '@/lib/form-errors';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItems } from './notification-items';
import styles from './notification-list.module.css';

/** The bell's dropdown: unread notifications, "Mark all as read" and, for creators, a link to the full list. */
export const NotificationPanel = ({ close, allHref }: { close: () => void; allHref?: string }) => {
  const { data, isPending, isError, refetch } = useUnreadNotifications();
  const markRead = useMarkNotificationsRead();
  const items = data ?? [];

  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.heading}>Notifications</h2>
        {items.length > 0 && (
          <Button
            type="link"
            size="small"
            loading={markRead.isPending}
            onClick={() =>
              markRead.mutate({ ids: items.flatMap((n) => n.ids) }, { onError: (error) => reportApiError(error) })
            }
          >
            Mark all as read
          </Button>
        )}
      </div>
      {isPending ? (
        <div className={styles.state} aria-busy="true">
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="85%" />
        </div>
      ) : isError ? (
        <div className={styles.state} role="alert">
          <p>We could not load your notifications.</p>
          <Button size="small" color="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={styles.state}>
          <p>You’re all caught up.</p>
          <p>New invitations, approvals and payments will show up here.</p>
        </div>
      ) : (
        <NotificationItems items={items} onOpen={close} />
      )}
      {allHref && (
        <div className={styles.footer}>
          <Link to={allHref} onClick={close}>
            View all notifications
          </Link>
        </div>
      )}
    </>
  );
};
