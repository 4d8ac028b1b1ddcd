import { useState } from 'react';
import { ZChangeName, ZChangePassword } from '@schemas/account';
import { EMAIL_KIND_LABELS, type TEmailKind } from '@schemas/email-preferences';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import {
  useChangeName,
  useChangePassword,
  useEmailPreferences,
  useSaveEmailPreferences,
} from '../api/account-settings';

type Errors = Record<string, string | undefined>;
const fieldErrors = (e: unknown): Errors =>
  isApiError(e) && e.fields
    ? Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v[0]]))
    : { root: errorMessage(e) };
const grid = { display: 'grid', gap: 'var(--space-4)', maxWidth: 480 } as const;

export const NameCard = () => {
  const user = useAuthStore((s) => s.user);
  const save = useChangeName();
  const [values, setValues] = useState({ first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const submit = () => {
    const parsed = ZChangeName.safeParse(values);
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    save.mutate(parsed.data, {
      onSuccess: () => showSnackbar({ message: 'Name saved.' }),
      onError: (e) => setErrors(fieldErrors(e)),
    });
  };
  return (
    <Card title="Name" description="How brands, creators and your team see you.">
      <form
        style={grid}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="First name"
          autoComplete="given-name"
          value={values.first_name}
          error={errors.first_name}
          onChange={(e) => setValues({ ...values, first_name: e.target.value })}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={values.last_name}
          error={errors.last_name}
          onChange={(e) => setValues({ ...values, last_name: e.target.value })}
        />
        {errors.root && <p role="alert">{errors.root}</p>}
        <div>
          <Button htmlType="submit" loading={save.isPending}>
            Save name
          </Button>
        </div>
      </form>
    </Card>
  );
};

export const PasswordCard = () => {
  const change = useChangePassword();
  const [values, setValues] = useState({ current_password: '', new_password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const submit = () => {
    const parsed = ZChangePassword.safeParse(values);
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    change.mutate(parsed.data, {
      onSuccess: (r) => {
        setValues({ current_password: '', new_password: '' });
        showSnackbar({ message: r.detail });
      },
      onError: (e) => setErrors(fieldErrors(e)),
    });
  };
  return (
    <Card title="Password" description="Changing it signs out every other device and sends you a notice by e-mail.">
      <form
        style={grid}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.current_password}
          error={errors.current_password}
          onChange={(e) => setValues({ ...values, current_password: e.target.value })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters, letters mixed with numbers or symbols."
          value={values.new_password}
          error={errors.new_password}
          onChange={(e) => setValues({ ...values, new_password: e.target.value })}
        />
        {errors.root && <p role="alert">{errors.root}</p>}
        <div>
          <Button htmlType="submit" loading={change.isPending}>
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
  if (prefs.isError) return <ErrorState description={errorMessage(prefs.error)} onRetry={() => void prefs.refetch()} />;
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
