import { AppButtonLink, AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { NewPasswordField } from '@/components/ui/person-fields';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { navigateTo } from '@/lib/navigation';
import { usePageLocation } from '@/lib/page-location';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useLightForm } from '@/lib/use-light-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth.module.css';
import { checkNewPasswordForm } from '../validation/public-form-checks';

/** /password/reset/confirm/:uuid/:token — choose a new password, then sign in. */
const PasswordResetConfirmPage = () => {
  const { uuid = '', token = '' } = usePageLocation().params;
  const confirm = useConfirmPasswordReset();
  const form = useLightForm({ defaultValues: { new_password: '', confirm_password: '' }, check: checkNewPasswordForm });
  const { errors, isSubmitting } = form;
  const field = bindField(form.register, errors);
  const linkExpired = isApiError(confirm.error) && confirm.error.code === 'bad_token';

  const submit = form.handleSubmit(async ({ new_password }) => {
    try {
      await confirm.mutateAsync({ uid: uuid, token, new_password });
      showSnackbar({ variant: 'success', message: 'Your password was changed. Sign in with your new password.' });
      navigateTo(paths.auth.login.path, { replace: true });
    } catch (error) {
      if (!(isApiError(error) && error.code === 'bad_token'))
        reportApiError(error, { setError: form.setError, fields: ['new_password'] });
    }
  });

  if (linkExpired) {
    return (
      <AuthCard
        tone="danger"
        title="This reset link has expired"
        description="Reset links work once and only for a limited time. Ask for a new one and use it straight away."
      >
        <AppButtonLink to={paths.auth.passwordReset.path} textLook>
          Request a new link
        </AppButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick something you do not use anywhere else."
      footer={<AppLink to={paths.auth.login.path}>Back to sign in</AppLink>}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordField label="New password" autoFocus {...field('new_password')} />
        <NewPasswordField label="Repeat new password" hint={undefined} {...field('confirm_password')} />
        <FormError message={errors.root?.server?.message} />
        <Button htmlType="submit" size="large" fullWidth loading={isSubmitting}>
          Save new password
        </Button>
      </form>
    </AuthCard>
  );
};

export default PasswordResetConfirmPage;
