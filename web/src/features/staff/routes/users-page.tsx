import { useDeferredValue, useState } from 'react';
import layout from '@/components/styles/layout.module.css';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useActOnUser, useStaffUsers, type UserAction } from '../api/staff-users';
import { StaffConsoleFrame } from '../components/staff-console-frame';
import { StaffSearch } from '../components/staff-search';
import type { TStaffUser } from '@schemas/staff';
import { countOf, enumLabel, formatDateTime } from '@/lib/format';

/** /staff/users: find anyone by e-mail or name; suspend (signs them out at once), reactivate, resend activation. */
const UsersPage = () => {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const users = useStaffUsers(query);
  const act = useActOnUser();
  // Suspending signs the person out everywhere at once, so it asks first; reactivating does not.
  const [suspending, setSuspending] = useState<TStaffUser | null>(null);
  const run = (id: string, action: UserAction) =>
    act.mutate(
      { id, action },
      {
        onSuccess: (r) => {
          setSuspending(null);
          showSnackbar({ message: r.detail });
        },
        onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
      },
    );
  const busy = (id: string, action: UserAction) =>
    act.isPending && act.variables?.id === id && act.variables.action === action;

  return (
    <StaffConsoleFrame
      title="Users"
      description="Every account: role, brand, status and live sessions. Suspending signs the person out everywhere at once."
    >
      <StaffSearch label="Search users" placeholder="E-mail or name" value={q} onChange={setQ} />
      {users.isPending ? (
        <Skeleton height={240} />
      ) : users.isError ? (
        <QueryError query={users} />
      ) : users.data.results.length === 0 ? (
        <EmptyState title="No users found" description={`Nobody matches “${query}”.`} />
      ) : (
        <ul className={layout.list} aria-label="Users">
          {users.data.results.map((u) => (
            <li key={u.id}>
              <Card as="article" aria-label={u.email}>
                <div className={layout.spread}>
                  <div className={layout.person}>
                    <Avatar name={u.name || u.email} src={u.display_picture} />
                    <div>
                      <p className={layout.name}>{u.name}</p>
                      <p className={layout.muted}>
                        {u.email} · {u.is_staff ? 'Staff' : u.profile_of}
                        {u.brand ? ` · ${u.brand.name} (${u.brand.role})` : ''}
                      </p>
                      <p className={layout.muted}>
                        {u.active_sessions} active {u.active_sessions === 1 ? 'session' : 'sessions'} · last sign-in{' '}
                        {formatDateTime(u.last_login_at)} · joined {formatDateTime(u.created_at)}
                      </p>
                    </div>
                  </div>
                  <div className={layout.row}>
                    <span
                      className={`${layout.badge} ${u.status === 'ACTIVE' ? layout.badgeGood : u.status === 'SUSPENDED' ? layout.badgeBad : layout.badgeWarn}`}
                    >
                      {enumLabel(u.status)}
                    </span>
                    {!u.email_verified && (
                      <span className={`${layout.badge} ${layout.badgeWarn}`}>e-mail not verified</span>
                    )}
                  </div>
                </div>
                <div className={layout.row} style={{ marginTop: 'var(--space-3)' }}>
                  {u.status === 'SUSPENDED' ? (
                    <Button size="small" loading={busy(u.id, 'reactivate')} onClick={() => run(u.id, 'reactivate')}>
                      Reactivate
                    </Button>
                  ) : (
                    !u.is_staff && (
                      <Button size="small" color="red" aria-haspopup="dialog" onClick={() => setSuspending(u)}>
                        Suspend…
                      </Button>
                    )
                  )}
                  {!u.email_verified && (
                    <Button
                      size="small"
                      color="secondary"
                      loading={busy(u.id, 'resend-activation')}
                      onClick={() => run(u.id, 'resend-activation')}
                    >
                      Resend activation
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={suspending !== null}
        onClose={() => setSuspending(null)}
        title={`Suspend ${suspending?.name || suspending?.email || ''}?`}
        description={`They are signed out of ${countOf(suspending?.active_sessions ?? 0, 'active session', 'active sessions')} at once and cannot use campaigns, messages or payments until you reactivate them. Nothing is deleted.`}
        confirmLabel="Suspend and sign out"
        onConfirm={() => suspending && run(suspending.id, 'suspend')}
        busy={suspending !== null && busy(suspending.id, 'suspend')}
      />
    </StaffConsoleFrame>
  );
};

export default UsersPage;
