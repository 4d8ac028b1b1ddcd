import type { TStaffUser } from '@schemas/staff';
import layout from '@/components/styles/layout.module.css';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { countOf, enumLabel, formatDateTime } from '@/lib/format';
import type { UserAction } from '../api/staff-users';

type Props = {
  user: TStaffUser;
  busy: (action: UserAction) => boolean;
  onAct: (action: 'reactivate' | 'resend-activation') => void;
  /** Suspending asks first (it signs the person out everywhere), so the page opens its confirmation. */
  onSuspend: () => void;
};

/** One account in the staff Users list: who, role and brand, sessions, status, and what staff can do with it. */
export const StaffUserCard = ({ user: u, busy, onAct, onSuspend }: Props) => (
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
            {countOf(u.active_sessions, 'active session', 'active sessions')} ·{' '}
            {u.last_login_at ? `last sign-in ${formatDateTime(u.last_login_at)}` : 'never signed in'} · joined{' '}
            {formatDateTime(u.created_at)}
          </p>
        </div>
      </div>
      <div className={layout.row}>
        <span
          className={`${layout.badge} ${u.status === 'ACTIVE' ? layout.badgeGood : u.status === 'SUSPENDED' ? layout.badgeBad : layout.badgeWarn}`}
        >
          {enumLabel(u.status)}
        </span>
        {!u.email_verified && <span className={`${layout.badge} ${layout.badgeWarn}`}>e-mail not verified</span>}
      </div>
    </div>
    <div className={layout.row} style={{ marginTop: 'var(--space-3)' }}>
      {u.status === 'SUSPENDED' ? (
        <Button size="small" loading={busy('reactivate')} onClick={() => onAct('reactivate')}>
          Reactivate
        </Button>
      ) : (
        !u.is_staff && (
          <Button size="small" color="red" aria-haspopup="dialog" onClick={() => onSuspend()}>
            Suspend…
          </Button>
        )
      )}
      {!u.email_verified && (
        <Button
          size="small"
          color="secondary"
          loading={busy('resend-activation')}
          onClick={() => onAct('resend-activation')}
        >
          Resend activation
        </Button>
      )}
    </div>
  </Card>
);
