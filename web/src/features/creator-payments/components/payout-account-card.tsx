import type { TPayoutAccount } from '@schemas/creator-payments';
import { Button } from '@/components/ui/button';
import { useStartPayoutOnboarding } from '../api/start-payout-onboarding';
import styles from './creator-payments.module.css';

const ACCOUNT_TEXT: Record<TPayoutAccount['status'], string> = {
  not_started:
    'Set up payouts to receive released money. It takes two minutes: your name, bank account and a tax form.',
  pending: 'Your payout set-up is not finished yet. Finish it to receive released money.',
  restricted: 'Your payout account needs more details before money can be sent.',
  enabled: 'Payouts are on: released money is sent to your bank automatically.',
};

type TPayoutAccountCardProps = {
  account: TPayoutAccount;
  /** Back from the hosted set-up: the provider's verdict arrives a moment later (the page refreshes itself). */
  justSubmitted?: boolean;
};

/** The payout account's state and the action that unblocks it (the provider's hosted onboarding). */
export const PayoutAccountCard = ({ account, justSubmitted = false }: TPayoutAccountCardProps) => {
  const onboarding = useStartPayoutOnboarding();
  // Not "not finished yet" for details just sent: the account reads pending until the provider has checked them.
  const checking = justSubmitted && account.status === 'pending' && account.missing.length === 0;
  return (
    <section className={styles.card} aria-labelledby="payout-title">
      <h2 id="payout-title" className={styles.cardTitle}>
        Payout account
      </h2>
      <p>
        {checking
          ? 'We are checking the details you sent: this takes a moment, and this page updates by itself.'
          : ACCOUNT_TEXT[account.status]}
      </p>
      {account.missing.length > 0 && <p className={styles.muted}>Still needed: {account.missing.join(', ')}.</p>}
      {account.bank_last4 && <p className={styles.muted}>Bank account ending {account.bank_last4}</p>}
      {onboarding.isError && <p role="alert">The payout set-up could not be opened. Try again in a moment.</p>}
      {account.status !== 'enabled' && !checking && (
        <Button onClick={() => onboarding.mutate()} loading={onboarding.isPending}>
          {account.status === 'not_started' ? 'Set up payouts' : 'Finish payout set-up'}
        </Button>
      )}
    </section>
  );
};
