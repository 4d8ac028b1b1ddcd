import { useDeferredValue, useState } from 'react';
import layout from '@/components/styles/layout.module.css';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useActOnUser, useStaffUsers, type UserAction } from '../api/staff-users';
import { StaffConsoleFrame } from '../components/staff-console-frame';
import { StaffSearch } from '../components/staff-search';
import { StaffUserCard } from '../components/staff-user-card';
import type { TStaffUser } from '@schemas/staff';
import type { TUserStatus } from '@schemas/user';
import { SelectField } from '@/components/ui/select-field';
import { countOf } from '@/lib/format';

const STATUSES: { value: TUserStatus | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'SUSPENDED', label: 'Suspended' },
];

/** What the empty list says: the search and the status that found nobody. */
const nobodyMatches = (query: string, status: TUserStatus | '') => {
  const state = STATUSES.find((s) => s.value === status)?.label.toLowerCase();
  if (query && status) return `No ${state} account matches “${query}”.`;
  if (status) return `No account is ${state}.`;
  return `Nobody matches “${query}”.`;
};

/** /staff/users: find anyone by e-mail or name; suspend (signs them out at once), reactivate, resend activation. */
const UsersPage = () => {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TUserStatus | ''>('');
  const query = useDeferredValue(q.trim());
  const users = useStaffUsers(query, status);
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
      <StaffSearch label="Search users" placeholder="E-mail or name" value={q} onChange={setQ}>
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value as TUserStatus | '')}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </StaffSearch>
      {users.isPending ? (
        <Skeleton height={240} />
      ) : users.isError ? (
        <QueryError query={users} />
      ) : users.data.results.length === 0 ? (
        <EmptyState title="No users found" description={nobodyMatches(query, status)} />
      ) : (
        <>
          {users.data.count > users.data.results.length && (
            <p className={layout.muted} role="status">
              The {users.data.results.length} newest of {countOf(users.data.count, 'account', 'accounts')}. Search by
              e-mail or name, or pick a status, to find anyone else.
            </p>
          )}
          <ul className={layout.list} aria-label="Users">
            {users.data.results.map((u) => (
              <li key={u.id}>
                <StaffUserCard
                  user={u}
                  busy={(action) => busy(u.id, action)}
                  onAct={(action) => run(u.id, action)}
                  onSuspend={() => setSuspending(u)}
                />
              </li>
            ))}
          </ul>
        </>
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
