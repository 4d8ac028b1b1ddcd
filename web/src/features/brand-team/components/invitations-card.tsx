import type { TInvitation } from '@schemas/team';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useRemoveMember } from '../api/remove-member';
import { useResendInvitation } from '../api/resend-invitation';
import styles from './team.module.css';
import { formatDate } from '@/lib/format';

const fail = (e: unknown) => showSnackbar({ variant: 'error', message: errorMessage(e) });

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
              {canManage && (
                <>
                  <Button
                    size="small"
                    color="secondary"
                    loading={resend.isPending && resend.variables === i.id}
                    onClick={() =>
                      resend.mutate(i.id, {
                        onSuccess: () => showSnackbar({ message: `A new link was sent to ${i.email}.` }),
                        onError: fail,
                      })
                    }
                  >
                    Resend
                  </Button>
                  <Button
                    size="small"
                    color="grey"
                    loading={withdraw.isPending && withdraw.variables === i.id}
                    onClick={() =>
                      withdraw.mutate(i.id, { onSuccess: (r) => showSnackbar({ message: r.detail }), onError: fail })
                    }
                  >
                    Withdraw
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
};
