import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZChangeName, ZChangePassword } from '@schemas/account';
import { EMAIL_KIND_LABELS, type TEmailKind } from '@schemas/email-preferences';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryError } from '@/components/ui/query-error';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/spinner';
import { CurrentPasswordField, NameFields, NewPasswordField } from '@/components/ui/person-fields';
import { bindField } from '@/lib/bind-field';
import { errorMessage, reportApiError } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import {
  useChangeName,
  useChangePassword,
  useEmailPreferences,
  useSaveEmailPreferences,
} from '../api/account-settings';

const grid = { display: 'grid', gap: 'var(--space-4)', maxWidth: 480 } as const;

export const NameCard = () => {
  const user = useAuthStore((s) => s.user);
  const save = useChangeName();
  const form = useForm({
    resolver: zodResolver(ZChangeName),
    defaultValues: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showSnackbar({ message: 'Name saved.' });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['first_name', 'last_name'] });
    }
  });
  return (
    <Card title="Name" description="How brands, creators and your team see you.">
      <form style={grid} noValidate onSubmit={(e) => void submit(e)}>
        <NameFields first={field('first_name')} last={field('last_name')} />
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button htmlType="submit" loading={isSubmitting}>
            Save name
          </Button>
        </div>
      </form>
    </Card>
  );
};

export const PasswordCard = () => {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(ZChangePassword),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const submit = form.handleSubmit(async (values) => {
    try {
      const changed = await change.mutateAsync(values);
      form.reset();
      showSnackbar({ message: changed.detail });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['current_password', 'new_password'] });
    }
  });
  return (
    <Card title="Password" description="Changing it signs out every other device and sends you a notice by e-mail.">
      <form style={grid} noValidate onSubmit={(e) => void submit(e)}>
        <CurrentPasswordField label="Current password" {...field('current_password')} />
        <NewPasswordField label="New password" {...field('new_password')} />
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button htmlType="submit" loading={isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
};

export const EmailPreferencesCard = () => {
  const prefs = useEmailPreferences();
  const save = useSaveEmailPreferences();
  // The box flips at once (a controlled input must not wait for the server); a failure puts it back.
  const [local, setLocal] = useState<Record<string, boolean>>({});
  if (prefs.isPending) return <Skeleton height={160} />;
  if (prefs.isError) return <QueryError query={prefs} />;
  const kinds = Object.keys(prefs.data.email) as TEmailKind[];
  if (kinds.length === 0) return null;
  return (
    <Card
      title="E-mail notifications"
      description="Choose what we e-mail you. You still see everything in the app; account and security e-mails always arrive."
    >
      <div style={{ display: 'grid', gap: 'var(--space-2)' }} role="group" aria-label="E-mail notifications">
        {kinds.map((k) => (
          <Checkbox
            key={k}
            label={EMAIL_KIND_LABELS[k]}
            checked={local[k] ?? prefs.data.email[k] === true}
            onChange={(e) => {
              const on = e.target.checked;
              setLocal({ ...local, [k]: on });
              save.mutate(
                { [k]: on },
                {
                  onSuccess: () => showSnackbar({ message: 'E-mail preferences saved.' }),
                  onError: (err) => {
                    setLocal(({ [k]: _, ...rest }) => rest);
                    showSnackbar({ variant: 'error', message: errorMessage(err) });
                  },
                },
              );
            }}
          />
        ))}
      </div>
    </Card>
  );
};
