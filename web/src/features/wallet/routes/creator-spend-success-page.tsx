import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useWallet } from '@/lib/queries/get-wallet';
import { useTopUp } from '../api/get-top-up';
import styles from '../components/wallet.module.css';
import { formatMoney } from '@/lib/format';
import { walletKeys } from '@/lib/queries/query-keys';

/**
 * /brand/creator-spend-success?top_up=…: back from the checkout. It never claims money that has not arrived: it
 * polls the top-up until the provider's webhook has credited it, then shows the amount and the new balance.
 */
const CreatorSpendSuccessPage = () => {
  const [params] = useSearchParams();
  const id = params.get('top_up') ?? '';
  const topUp = useTopUp(id);
  const isPaid = topUp.data?.status === 'paid';
  const wallet = useWallet();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (isPaid) void queryClient.invalidateQueries({ queryKey: walletKeys.balances() });
  }, [isPaid, queryClient]);

  if (!id)
    return (
      <ErrorState
        title="No top-up to show"
        description="Open your wallet to see your balance and history."
        actions={<AppButtonLink to={paths.brand.wallet.path}>Go to the wallet</AppButtonLink>}
      />
    );
  if (topUp.isError)
    return (
      <ErrorState
        description={
          isApiError(topUp.error) && topUp.error.status === 404
            ? 'This top-up does not exist or is not yours.'
            : 'We could not check your top-up.'
        }
        onRetry={() => void topUp.refetch()}
        actions={
          <AppButtonLink to={paths.brand.wallet.path} color="secondary">
            Go to the wallet
          </AppButtonLink>
        }
      />
    );

  return (
    <section className={styles.center} aria-live="polite" aria-busy={!isPaid}>
      {isPaid ? (
        <>
          <span className={styles.successIcon}>
            <CheckCircleIcon size={48} />
          </span>
          <h1>Creator spend added</h1>
          <p className={styles.bigAmount}>{formatMoney(topUp.data!.amount_cents, topUp.data!.currency, 'cents')}</p>
          <p className={styles.muted}>
            {wallet.data
              ? `Your available balance is now ${formatMoney(wallet.data.available_cents, wallet.data.currency, 'cents')}.`
              : 'It is in your wallet, ready for offers.'}
          </p>
          <AppButtonLink to={paths.brand.wallet.path}>Go to the wallet</AppButtonLink>
        </>
      ) : (
        <>
          <Spinner size={40} label="Waiting for the payment" />
          <h1>Confirming your payment…</h1>
          <p className={styles.muted}>
            {topUp.data
              ? `We are waiting for the card payment of ${formatMoney(topUp.data.amount_cents, topUp.data.currency, 'cents')} to be confirmed.`
              : 'Checking your top-up.'}{' '}
            This usually takes a few seconds; the amount shows here as soon as it has arrived.
          </p>
        </>
      )}
    </section>
  );
};

export default CreatorSpendSuccessPage;
