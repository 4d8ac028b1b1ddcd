import { useState } from 'react';
import { ZInviteRequest, type TTeamRole } from '@schemas/team';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCreateInvitation } from '../api/create-invitation';
import styles from './team.module.css';

/** Owner and admins invite a colleague by e-mail, as an admin or a member. */
export const InviteForm = () => {
  const invite = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TTeamRole>('member');
  const [error, setError] = useState<string>();
  const [seatsFull, setSeatsFull] = useState(false);
  const submit = () => {
    const parsed = ZInviteRequest.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    invite.mutate(parsed.data, {
      onSuccess: (created) => {
        setEmail('');
        setSeatsFull(false);
        showSnackbar({ message: `Invitation sent to ${created.email}. The link works for 7 days.` });
      },
      onError: (e) => {
        setSeatsFull(isApiError(e) && e.code === 'seat_limit_reached');
        setError(errorMessage(e));
      },
    });
  };
  return (
    <Card
      title="Invite a colleague"
      description="They get an e-mail with a link to join this brand. Admins manage the team, billing and settings; members run campaigns."
    >
      <form
        className={styles.inviteForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
        />
        <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as TTeamRole)}>
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </SelectField>
        <Button htmlType="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </form>
      {seatsFull && (
        <div className={layout.row} style={{ marginTop: 'var(--space-3)' }}>
          <ButtonLink to={paths.brand.plans.path} size="small">
            Upgrade for more seats
          </ButtonLink>
        </div>
      )}
    </Card>
  );
};
