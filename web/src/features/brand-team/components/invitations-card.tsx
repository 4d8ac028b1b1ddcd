import type { TInvitation } from '@schemas/team';
import layout from '@/components/styles/layout.module.css';
import { Card } from '@/components/ui/card';
import { InvitationActions } from '@/components/ui/invitation-actions';
import { useRemoveMember } from '../api/remove-member';
import { useResendInvitation } from '../api/resend-invitation';
import styles from './team.module.css';
import { formatDate } from '@/lib/format';

/** Invitations not accepted yet: who, which role, until when; resend (a new 7-day link) or withdraw. */
export const InvitationsCard = ({ invitations, canManage }: { invitations: TInvitation[]; canManage: boolean }) => {
  const resend = useResendInvitation();
  const withdraw = useRemoveMember();
  if (invitations.length === 0) return null;
  return (
    <Card title="Pending invitations">
      <ul className={layout.listDivided} aria-label="Pending invitations">
        {invitations.map((i) => (
          <li key={i.id} className={styles.item} aria-label={i.email}>
            <div className={styles.who}>
              <strong>{i.email}</strong>
              <span className={layout.muted}>
                {i.role === 'admin' ? 'Admin' : 'Member'} · invited by {i.invited_by} ·{' '}
                {i.status === 'expired'
                  ? `expired ${formatDate(i.expires_at)}`
                  : `valid until ${formatDate(i.expires_at)}`}
              </span>
            </div>
            <div className={layout.row}>
              {i.status === 'expired' && <span className={`${layout.badge} ${layout.badgeWarn}`}>Expired</span>}
              {canManage && <InvitationActions invitation={i} resend={resend} withdraw={withdraw} />}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
};
