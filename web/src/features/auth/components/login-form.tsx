import { useState } from 'react';
import type { TLoginResponse } from '@schemas/auth';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { CurrentPasswordField, EmailField } from '@/components/ui/person-fields';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { useLightForm } from '@/lib/use-light-form';
import { useLogin } from '../api/login';
import { checkLogin } from '../validation/public-form-checks';
import styles from './auth.module.css';
import { SignInLinkOffer } from './sign-in-link-offer';

type LoginFormProps = {
  onSuccess: (session: TLoginResponse) => void;
  submitLabel?: string;
  showForgotPassword?: boolean;
};

/** E-mail, password and "remember me"; API errors appear on the fields or above the button. */
export const LoginForm = ({ onSuccess, submitLabel = 'Sign in', showForgotPassword = true }: LoginFormProps) => {
  const form = useLightForm({ defaultValues: { email: '', password: '', remember_me: false }, check: checkLogin });
  const loginMutation = useLogin();
  const { errors, isSubmitting } = form;
  const field = bindField(form.register, errors);
  // After too many attempts the server slows sign-in down; a link by e-mail gets the owner in at once.
  const [slowedFor, setSlowedFor] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      onSuccess(await loginMutation.mutateAsync(values));
    } catch (error) {
      if (isApiError(error) && error.code === 'rate_limited') setSlowedFor(values.email);
      reportApiError(error, { setError: form.setError, fields: ['email', 'password'] });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField autoFocus {...field('email')} />
      <CurrentPasswordField {...field('password')} />
      <div className={styles.inline}>
        <Checkbox label="Remember me for 14 days" {...form.register('remember_me')} />
        {showForgotPassword && <AppLink to={paths.auth.passwordReset.path}>Forgot password?</AppLink>}
      </div>
      <FormError message={errors.root?.server?.message} />
      {slowedFor && <SignInLinkOffer key={slowedFor} email={slowedFor} />}
      <Button htmlType="submit" size="large" fullWidth loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
};
