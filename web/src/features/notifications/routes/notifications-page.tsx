import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { BellIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { reportApiError } from '@/lib/form-errors';
import { useNotifications } from '../api/get-unread-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItems } from '../components/notification-items';

/** /creator/notifications: every notification, or only the unread ones. */
const NotificationsPage = () => {
  const [all, setAll] = useState(true);
  const { data, isPending, isError, refetch } = useNotifications({ all });
  const markRead = useMarkNotificationsRead();
  const unread = (data ?? []).filter((n) => !n.is_read);

  return (
    <>
      <PageHeader
        eyebrow="Creator"
        title="Notifications"
        description="Invitations, approvals, messages and payments — everything that needs your attention."
        actions={
          <>
            <Button color="secondary" onClick={() => setAll((value) => !value)} aria-pressed={!all}>
              {all ? 'Show unread only' : 'Show all'}
            </Button>
            <Button
              disabled={unread.length === 0}
              loading={markRead.isPending}
              onClick={() =>
                markRead.mutate({ ids: unread.flatMap((n) => n.ids) }, { onError: (error) => reportApiError(error) })
              }
            >
              Mark all as read
            </Button>
          </>
        }
      />
      {isPending ? (
        <Card aria-busy="true">
          <div style={{ display: 'grid', gap: 12 }}>
            {[90, 70, 80, 60].map((width) => (
              <Skeleton key={width} height={18} width={`${width}%`} />
            ))}
          </div>
        </Card>
      ) : isError ? (
        <ErrorState description="We could not load your notifications." onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<BellIcon size={26} />}
          title={all ? 'No notifications yet' : 'You’re all caught up'}
          description="When a brand invites you, approves your content or pays you, you will hear about it here."
        />
      ) : (
        <Card padding="none">
          <div style={{ padding: 8 }}>
            <NotificationItems items={data} page />
          </div>
        </Card>
      )}
    </>
  );
};

export default NotificationsPage;
