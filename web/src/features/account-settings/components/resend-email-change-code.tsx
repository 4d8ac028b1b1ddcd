import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { ApiError } from '@/lib/api-error';
import { useCooldown } from '@/lib/use-cooldown';
import { useResendEmailChangeCode } from '../api/resend-email-change-code';
import styles from './settings.module.css';

/** Seconds between two sends from this dialog (the server's own limit answers 429 with how long to wait). */
const RESEND_WAIT_SECONDS = 30;

/**
 * Below the code: "Send the code again" (a new code to the same address; it waits a while after each send and says
 * how long) and "Use another address" (back to the address step).
 */
export const ResendCode = ({
  email,
  onSent,
  onOtherAddress,
}: {
  email: string;
  onSent: () => void;
  onOtherAddress: () => void;
}) => {
  const resend = useResendEmailChangeCode();
  const cooldown = useCooldown(RESEND_WAIT_SECONDS);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const send = async () => {
    setError('');
    try {
      await resend.mutateAsync();
      setSent(`We sent a new code to ${email}. The one before no longer works.`);
      cooldown.start(RESEND_WAIT_SECONDS);
      onSent();
    } catch (failure) {
      setSent('');
      setError(failure instanceof ApiError ? failure.detail : 'We could not send a new code. Try again.');
      if (failure instanceof ApiError && failure.retryAfterSeconds) cooldown.start(failure.retryAfterSeconds);
    }
  };
  const waiting = cooldown.secondsLeft > 0;
  return (
    <div className={styles.codeHelp}>
      <p className={styles.sessionMeta} role="status">
        {sent}
      </p>
      <FormError message={error} />
      <div className={styles.codeActions}>
        <Button color="tertiary" size="small" onClick={() => void send()} loading={resend.isPending} disabled={waiting}>
          {waiting ? `Send the code again in ${cooldown.secondsLeft} s` : 'Send the code again'}
        </Button>
        <Button color="tertiary" size="small" onClick={onOtherAddress}>
          Use another address
        </Button>
      </div>
    </div>
  );
};
