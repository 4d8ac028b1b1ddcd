import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import {
  useInternalInvitations,
  useInviteInternalMember,
  useResendInternalInvitation,
  useWithdrawInternalInvitation,
} from '../api/invitations';
import styles from './internal-team.module.css';
import { formatDate } from '@/lib/format';

const KIND = { strategist: 'Strategist', staff: 'Staff member' } as const;

/** Pending invitations with Resend and Withdraw. */
const PendingInvitations = () => {
  const invitations = useInternalInvitations(true);
  const resend = useResendInternalInvitation();
  const withdraw = useWithdrawInternalInvitation();
  const report = { onError: (e: unknown) => showSnackbar({ variant: 'error', message: errorMessage(e) }) };
  if (invitations.isPending) return <Skeleton height={60} />;
  if (invitations.isError)
    return (
      <ErrorState description="Pending invitations could not be loaded." onRetry={() => void invitations.refetch()} />
    );
  if (invitations.data.results.length === 0) return <p className={styles.muted}>No pending invitations.</p>;
  return (
    <ul className={styles.list} aria-label="Pending invitations">
      {invitations.data.results.map((i) => (
        <li key={i.id} className={styles.invitationRow} aria-label={`Invitation to ${i.email}`}>
          <div>
            <strong className={styles.breakAll}>{i.email}</strong>
            <p className={styles.muted}>
              {KIND[i.kind]} · invited by {i.invited_by} ·{' '}
              {i.status === 'expired' ? 'expired' : `expires ${formatDate(i.expires_at)}`}
            </p>
          </div>
          <div className={styles.row}>
            <Button
              size="small"
              color="secondary"
              loading={resend.isPending && resend.variables === i.id}
              onClick={() =>
                resend.mutate(i.id, {
                  ...report,
                  onSuccess: () => showSnackbar({ message: `A new link was sent to ${i.email}.` }),
                })
              }
            >
              Resend
            </Button>
            <Button
              size="small"
              color="tertiary"
              loading={withdraw.isPending && withdraw.variables === i.id}
              onClick={() =>
                withdraw.mutate(i.id, {
                  ...report,
                  onSuccess: () => showSnackbar({ message: `The invitation to ${i.email} was withdrawn.` }),
                })
              }
            >
              Withdraw
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
};

/** Staff invite a strategist or a staff member by e-mail; the link creates their internal account. */
export const InviteInternalMember = () => {
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<'strategist' | 'staff'>('strategist');
  const [error, setError] = useState<string>();
  const invite = useInviteInternalMember();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    invite.mutate(
      { email: email.trim(), kind },
      {
        onSuccess: (i) => {
          setEmail('');
          showSnackbar({ message: `Invitation sent to ${i.email}.` });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <Card
      as="section"
      aria-label="Invite to the team"
      title="Invite to the team"
      description="The invitation link lets them set a password; the account is created as what you pick here."
    >
      <form className={styles.inviteForm} onSubmit={submit} noValidate>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <SelectField label="Invite as" value={kind} onChange={(e) => setKind(e.target.value as 'strategist' | 'staff')}>
          <option value="strategist">{KIND.strategist}</option>
          <option value="staff">{KIND.staff}</option>
        </SelectField>
        <Button htmlType="submit" loading={invite.isPending} disabled={!email.trim()}>
          Send invitation
        </Button>
      </form>
      <h3 className={styles.subTitle}>Pending invitations</h3>
      <PendingInvitations />
    </Card>
  );
};
