import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZInviteRequest } from '@schemas/team';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { bindField } from '@/lib/bind-field';
import { isApiError } from '@/lib/api-client';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCreateInvitation } from '../api/create-invitation';
import styles from './team.module.css';

/** Owner and admins invite a colleague by e-mail, as an admin or a member. */
export const InviteForm = () => {
  const invite = useCreateInvitation();
  const form = useForm({ resolver: zodResolver(ZInviteRequest), defaultValues: { email: '', role: 'member' } });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const [seatsFull, setSeatsFull] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await invite.mutateAsync(values);
      form.reset({ email: '', role: values.role });
      setSeatsFull(false);
      showSnackbar({ message: `Invitation sent to ${created.email}. The link works for 7 days.` });
    } catch (error) {
      setSeatsFull(isApiError(error) && error.code === 'seat_limit_reached');
      reportApiError(error, { setError: form.setError, fields: ['email', 'role'] });
    }
  });
  return (
    <Card
      title="Invite a colleague"
      description="They get an e-mail with a link to join this brand. Admins manage the team, billing and settings; members run campaigns."
    >
      <form className={styles.inviteForm} noValidate onSubmit={(e) => void submit(e)}>
        <TextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
        <SelectField label="Role" {...field('role')}>
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </SelectField>
        <Button htmlType="submit" loading={isSubmitting}>
          Send invitation
        </Button>
        <FormError message={errors.root?.server?.message} />
      </form>
      {seatsFull && (
        <div className={layout.row} style={{ marginTop: 'var(--space-3)' }}>
          <AppButtonLink to={paths.brand.plans.path} size="small">
            Upgrade for more seats
          </AppButtonLink>
        </div>
      )}
    </Card>
  );
};
