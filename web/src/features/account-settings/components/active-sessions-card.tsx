import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/spinner';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import styles from './settings.module.css';
import { formatDateTime } from '@/lib/format';

/** Where the user is signed in, with "Sign out other sessions". */
export const ActiveSessionsCard = () => {
  const { data, isPending, isError, refetch } = useSessions();
  const revoke = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = (data?.results ?? []).filter((session) => !session.current).length;

  const signOutOthers = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showSnackbar({ variant: 'success', message: 'Signed out of all other sessions.' });
      },
      onError: (error) => reportApiError(error),
    });

  return (
    <Card
      title="Active sessions"
      description="Devices where your account is signed in."
      actions={
        <Button color="secondary" size="small" disabled={others === 0} onClick={() => setConfirming(true)}>
          Sign out other sessions
        </Button>
      }
    >
      {isPending ? (
        <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
          <Skeleton height={18} width="70%" />
          <Skeleton height={18} width="50%" />
        </div>
      ) : isError ? (
        <ErrorState description="We could not load your sessions." onRetry={() => void refetch()} />
      ) : (
        <ul className={styles.sessions}>
          {data.results.map((session) => (
            <li key={session.id} className={styles.session}>
              <div>
                <p className={styles.device}>
                  {session.device || 'Unknown device'}{' '}
                  {session.current && <span className={styles.badge}>This device</span>}
                </p>
                <p className={styles.sessionMeta}>
                  {session.ip ? `${session.ip} · ` : ''}Signed in {formatDateTime(session.created_at)}
                </p>
              </div>
              <p className={styles.sessionMeta}>Last active {formatDateTime(session.last_seen_at)}</p>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Sign out other sessions?"
        description={`You will stay signed in here; ${others} other ${others === 1 ? 'session' : 'sessions'} will be signed out.`}
        footer={
          <>
            <Button color="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={signOutOthers}>
              Sign out others
            </Button>
          </>
        }
      />
    </Card>
  );
};
