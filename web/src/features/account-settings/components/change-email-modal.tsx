import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZRequestEmailChange, ZVerifyNewEmail, ZVerifyPasswordRequest } from '@schemas/common';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useRequestEmailChange } from '../api/request-email-change';
import { useVerifyNewEmail } from '../api/verify-new-email';
import { useVerifyPassword } from '../api/verify-password';
import styles from './settings.module.css';

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
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button htmlType="submit" loading={form.formState.isSubmitting}>
        Continue
      </Button>
    </form>
  );
};

const NewEmailStep = ({ onDone }: { onDone: (email: string) => void }) => {
  const request = useRequestEmailChange();
  const form = useForm({ resolver: zodResolver(ZRequestEmailChange), defaultValues: { new_email: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      onDone(values.new_email);
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['new_email'] });
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="New e-mail"
        type="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.new_email?.message}
        {...form.register('new_email')}
      />
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button htmlType="submit" loading={form.formState.isSubmitting}>
        Send code
      </Button>
    </form>
  );
};

const CodeStep = ({ email, onDone }: { email: string; onDone: () => void }) => {
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
        error={form.formState.errors.verification_code?.message}
        {...form.register('verification_code')}
      />
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button htmlType="submit" loading={form.formState.isSubmitting}>
        Change e-mail
      </Button>
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
      <Button type="link" size="small" onClick={() => setOpen(true)}>
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
          />
        )}
        {step === 'code' && (
          <CodeStep
            email={email}
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
