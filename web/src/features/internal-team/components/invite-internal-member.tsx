import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZInternalInviteRequest } from '@schemas/internal-team';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/form-error';
import { InvitationActions } from '@/components/ui/invitation-actions';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
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
            <InvitationActions invitation={i} resend={resend} withdraw={withdraw} />
          </div>
        </li>
      ))}
    </ul>
  );
};

/** Staff invite a strategist or a staff member by e-mail; the link creates their internal account. */
export const InviteInternalMember = () => {
  const invite = useInviteInternalMember();
  const form = useForm({
    resolver: zodResolver(ZInternalInviteRequest),
    defaultValues: { email: '', kind: 'strategist' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const empty = !form.watch('email').trim();
  const submit = form.handleSubmit(async (values) => {
    try {
      const invited = await invite.mutateAsync(values);
      form.reset({ email: '', kind: values.kind });
      showSnackbar({ message: `Invitation sent to ${invited.email}.` });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['email', 'kind'] });
    }
  });
  return (
    <Card
      as="section"
      aria-label="Invite to the team"
      title="Invite to the team"
      description="The invitation link lets them set a password; the account is created as what you pick here."
    >
      <form className={styles.inviteForm} onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="E-mail address" type="email" autoComplete="off" required {...field('email')} />
        <SelectField label="Invite as" {...field('kind')}>
          <option value="strategist">{KIND.strategist}</option>
          <option value="staff">{KIND.staff}</option>
        </SelectField>
        <Button htmlType="submit" loading={isSubmitting} disabled={empty}>
          Send invitation
        </Button>
        <FormError message={errors.root?.server?.message} />
      </form>
      <h3 className={styles.subTitle}>Pending invitations</h3>
      <PendingInvitations />
    </Card>
  );
};
