import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { EmailField } from '@/components/ui/person-fields';
import { paths } from '@/config/paths';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { navigateTo } from '@/lib/navigation';
import { useLightForm } from '@/lib/use-light-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth.module.css';
import { checkEmailOnly } from '../validation/public-form-checks';

/** /password/reset — ask for a reset link. */
const PasswordResetPage = () => {
  const reset = useRequestPasswordReset();
  const form = useLightForm({ defaultValues: { email: '' }, check: checkEmailOnly });
  const { errors, isSubmitting } = form;
  const field = bindField(form.register, errors);

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      navigateTo(paths.auth.passwordResetSuccess.path, { state: { email: values.email } });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['email'] });
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail you signed up with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <AppLink to={paths.auth.login.path}>Back to sign in</AppLink>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField autoFocus {...field('email')} />
        <FormError message={errors.root?.server?.message} />
        <Button htmlType="submit" size="large" fullWidth loading={isSubmitting}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
};

export default PasswordResetPage;
