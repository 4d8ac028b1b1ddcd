import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { InfoIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useCan, usePlanKnown, useTeamAbility } from '@/lib/auth/use-can';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWallet } from '@/lib/queries/get-wallet';
import { CreatorSpendUpsell } from '../components/creator-spend-upsell';
import { RefundDialog } from '../components/refund-dialog';
import { TopUpForm } from '../components/top-up-form';
import { WalletFigures } from '../components/wallet-figures';
import { WalletHistory } from '../components/wallet-history';
import styles from '../components/wallet.module.css';

/** /brand/wallet: balances from the ledger, top-up, refund of unused funds, and the full history. */
const WalletPage = () => {
  const wallet = useWallet();
  const hasCreatorSpend = useCan('CREATOR_SPEND');
  const planKnown = usePlanKnown();
  const [params] = useSearchParams();
  const [isRefunding, setRefunding] = useState(false);
  // Each opening gets a fresh form; closing keeps the dialog mounted, so the browser puts focus back on the button.
  const [refundOpenings, setRefundOpenings] = useState(0);
  const canRefund = useTeamAbility('billing');
  const isStrategist = useAuthStore((state) => state.user?.profile_of === 'Strategist');
  const suggested = Number(params.get('amount_cents')) || undefined;

  const body = () => {
    // Without Creator Spend the wallet is not asked for (the server would refuse it): the plan's offer shows instead.
    if (planKnown && !hasCreatorSpend) return <CreatorSpendUpsell isStrategist={isStrategist} />;
    if (wallet.isPending)
      return (
        <div className={styles.stack} aria-busy="true">
          <Skeleton height={160} />
          <Skeleton height={320} />
        </div>
      );
    if (wallet.isError) {
      // The plan lost the feature since the subscription was last read.
      if (isApiError(wallet.error) && wallet.error.code === 'feature_not_in_plan')
        return <CreatorSpendUpsell isStrategist={isStrategist} />;
      return <ErrorState description="We could not load your wallet." onRetry={() => void wallet.refetch()} />;
    }
    const w = wallet.data;
    return (
      <div className={styles.stack}>
        {params.get('top_up') === 'canceled' && (
          <p className={styles.notice} role="status">
            <InfoIcon size={18} /> The top-up was cancelled; no money was taken.
          </p>
        )}
        {params.get('reason') === 'insufficient_funds' && (
          <p className={styles.notice} role="status">
            <InfoIcon size={18} /> Your offer needs more available funds. Top up below, then send the offer again.
          </p>
        )}
        <WalletFigures wallet={w} />
        <section className={`${styles.card} ${styles.topUp}`} aria-labelledby="top-up-title">
          <h2 id="top-up-title" className={styles.cardTitle}>
            Top up
          </h2>
          <TopUpForm wallet={w} suggestedCents={suggested} />
        </section>
        <WalletHistory />
        <RefundDialog key={refundOpenings} open={isRefunding} onClose={() => setRefunding(false)} wallet={w} />
      </div>
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Brand"
        title="Wallet"
        description="Fund creator payments up front: offers hold their amount, signed contracts keep it in escrow, and approval releases it to the creator."
        actions={
          canRefund && wallet.data && wallet.data.available_cents > 0 ? (
            <Button
              color="secondary"
              onClick={() => {
                setRefundOpenings((n) => n + 1);
                setRefunding(true);
              }}
            >
              Refund unused funds
            </Button>
          ) : undefined
        }
      />
      {body()}
    </>
  );
};

export default WalletPage;
