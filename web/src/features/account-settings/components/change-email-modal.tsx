import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZRequestEmailChange, ZVerifyNewEmail, ZVerifyPasswordRequest } from '@schemas/common';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { CurrentPasswordField, EmailField } from '@/components/ui/person-fields';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useRequestEmailChange } from '../api/request-email-change';
import { useVerifyNewEmail } from '../api/verify-new-email';
import { useVerifyPassword } from '../api/verify-password';
import { ResendCode } from './resend-email-change-code';
import styles from './settings.module.css';

/** A step's form-level error and its submit button. */
const StepSubmit = ({ label, error, loading }: { label: string; error?: string; loading: boolean }) => (
  <>
    <FormError message={error} />
    <Button htmlType="submit" loading={loading}>
      {label}
    </Button>
  </>
);

const PasswordStep = ({ onDone }: { onDone: () => void }) => {
  const verify = useVerifyPassword();
  const form = useForm({ resolver: zodResolver(ZVerifyPasswordRequest), defaultValues: { password: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      onDone();
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['password'] });
    }
  });
  const field = bindField(form.register, form.formState.errors);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <CurrentPasswordField label="Current password" autoFocus {...field('password')} />
      <StepSubmit
        label="Continue"
        error={form.formState.errors.root?.server?.message}
        loading={form.formState.isSubmitting}
      />
    </form>
  );
};

const NewEmailStep = ({
  onDone,
  onPasswordExpired,
}: {
  onDone: (email: string) => void;
  onPasswordExpired: () => void;
}) => {
  const request = useRequestEmailChange();
  const form = useForm({ resolver: zodResolver(ZRequestEmailChange), defaultValues: { new_email: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      onDone(values.new_email);
    } catch (error) {
      // The password check unlocks a change for 10 minutes: after "Use another address" it may have run out.
      if (error instanceof ApiError && error.code === 'password_verification_required') onPasswordExpired();
      else reportApiError(error, { setError: form.setError, fields: ['new_email'] });
    }
  });
  const field = bindField(form.register, form.formState.errors);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField label="New e-mail" autoFocus {...field('new_email')} />
      <StepSubmit
        label="Send code"
        error={form.formState.errors.root?.server?.message}
        loading={form.formState.isSubmitting}
      />
    </form>
  );
};

const CodeStep = ({
  email,
  onDone,
  onOtherAddress,
}: {
  email: string;
  onDone: () => void;
  onOtherAddress: () => void;
}) => {
  const verify = useVerifyNewEmail();
  const form = useForm({ resolver: zodResolver(ZVerifyNewEmail), defaultValues: { verification_code: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      onDone();
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['verification_code'] });
    }
  });
  const field = bindField(form.register, form.formState.errors);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.sessionMeta}>
        We sent a 6-digit code to <strong>{email}</strong>.
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        {...field('verification_code')}
      />
      <StepSubmit
        label="Change e-mail"
        error={form.formState.errors.root?.server?.message}
        loading={form.formState.isSubmitting}
      />
      <ResendCode email={email} onSent={() => form.clearErrors()} onOtherAddress={onOtherAddress} />
    </form>
  );
};

const STEP_TEXT = {
  password: 'First, confirm it’s you.',
  email: 'Where should we reach you from now on?',
  code: 'Enter the code to finish.',
} as const;

/** E-mail change (spec §5): verify password → request with new_email → confirm with verification_code. */
export const ChangeEmailButton = () => {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<keyof typeof STEP_TEXT>('password');
  const [email, setEmail] = useState('');
  const close = () => {
    setOpen(false);
    setStep('password');
  };
  return (
    <>
      {/* Named in full: a screen reader's list of buttons shows it away from the e-mail it sits beside. */}
      <Button type="link" size="small" aria-label="Change e-mail" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Change
      </Button>
      <Modal open={open} onClose={close} title="Change e-mail" description={STEP_TEXT[step]}>
        {step === 'password' && <PasswordStep onDone={() => setStep('email')} />}
        {step === 'email' && (
          <NewEmailStep
            onDone={(value) => {
              setEmail(value);
              setStep('code');
            }}
            onPasswordExpired={() => setStep('password')}
          />
        )}
        {step === 'code' && (
          <CodeStep
            email={email}
            onOtherAddress={() => setStep('email')}
            onDone={() => {
              close();
              showSnackbar({ variant: 'success', message: 'Your e-mail address was changed.' });
            }}
          />
        )}
      </Modal>
    </>
  );
};
