import { useNavigate } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@schemas/auth-rules';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { reportApiError } from '@/lib/form-errors';
import { useLightForm } from '@/lib/use-light-form';
import { useSignup } from '../api/signup';
import { checkSignup, type SignupValues } from '../validation/public-form-checks';
import styles from './auth.module.css';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'brand_name'] as const;

/** Sign-up for a Brand or a Creator, checked with the shared ZSignupRequest's rules; 201 → "check your inbox". */
export const SignupForm = ({ profileOf }: { profileOf: 'Brand' | 'Influencer' }) => {
  const navigate = useNavigate();
  const form = useLightForm<SignupValues>({
    defaultValues: { first_name: '', last_name: '', email: '', password: '', brand_name: '', profile_of: profileOf },
    check: checkSignup,
  });
  const signupMutation = useSignup();
  const { errors, isSubmitting } = form;
  const isBrand = profileOf === 'Brand';

  const submit = form.handleSubmit(async (values) => {
    try {
      await signupMutation.mutateAsync({ ...values, brand_name: isBrand ? values.brand_name : undefined });
      navigate(paths.auth.signupSuccess.path, { state: { email: values.email } });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: FIELDS });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          autoFocus
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      {isBrand && (
        <TextField
          label="Brand name"
          autoComplete="organization"
          error={errors.brand_name?.message}
          {...form.register('brand_name')}
        />
      )}
      <TextField
        label={isBrand ? 'Work e-mail' : 'E-mail'}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, mixing letters with numbers or symbols.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormError message={errors.root?.server?.message} />
      <Button htmlType="submit" size="large" fullWidth loading={isSubmitting}>
        Create account
      </Button>
      <p className={styles.legal}>
        By creating an account you agree to the Social Loop terms of service and privacy policy.
      </p>
    </form>
  );
};
