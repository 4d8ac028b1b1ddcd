import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import styles from './auth.module.css';

/** After too many sign-in attempts: a one-time link by e-mail gets the owner in without waiting. */
export const SignInLinkOffer = ({ email }: { email: string }) => {
  const request = useRequestSignInLink();
  if (request.isSuccess)
    return (
      <p role="status" className={styles.notice}>
        {request.data.detail}
      </p>
    );
  return (
    <div className={styles.notice}>
      <Button
        color="secondary"
        fullWidth
        loading={request.isPending}
        disabled={!email}
        onClick={() => request.mutate({ email })}
      >
        E-mail me a sign-in link
      </Button>
      {request.isError && <p role="alert">{errorMessage(request.error)}</p>}
    </div>
  );
};
