import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { EmailField, NameFields, NewPasswordField } from '@/components/ui/person-fields';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { bindField } from '@/lib/bind-field';
import { navigateTo } from '@/lib/navigation';
import { reportApiError } from '@/lib/form-errors';
import { useLightForm } from '@/lib/use-light-form';
import { useSignup } from '../api/signup';
import { checkSignup, type SignupValues } from '../validation/public-form-checks';
import styles from './auth.module.css';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'brand_name'] as const;

/** Sign-up for a Brand or a Creator, checked with the shared ZSignupRequest's rules; 201 → "check your inbox". */
export const SignupForm = ({ profileOf }: { profileOf: 'Brand' | 'Influencer' }) => {
  const form = useLightForm<SignupValues>({
    defaultValues: { first_name: '', last_name: '', email: '', password: '', brand_name: '', profile_of: profileOf },
    check: checkSignup,
  });
  const signupMutation = useSignup();
  const { errors, isSubmitting } = form;
  const field = bindField(form.register, errors);
  const isBrand = profileOf === 'Brand';

  const submit = form.handleSubmit(async (values) => {
    try {
      await signupMutation.mutateAsync({ ...values, brand_name: isBrand ? values.brand_name : undefined });
      navigateTo(paths.auth.signupSuccess.path, { state: { email: values.email } });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: FIELDS });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <NameFields first={{ autoFocus: true, ...field('first_name') }} last={field('last_name')} />
      </div>
      {isBrand && <TextField label="Brand name" autoComplete="organization" {...field('brand_name')} />}
      <EmailField label={isBrand ? 'Work e-mail' : 'E-mail'} {...field('email')} />
      <NewPasswordField {...field('password')} />
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
