import { useSearchParams } from 'react-router-dom';
import type { TCreatorPayments } from '@schemas/creator-payments';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { SettingsSection } from '@/components/shell/creator-settings-tabs';
import { useCreatorPayments } from '../api/get-payments';
import { PaymentHistory } from '../components/payment-history';
import { PayoutAccountCard } from '../components/payout-account-card';
import styles from '../components/creator-payments.module.css';
import { formatMoney } from '@/lib/format';

const TILES: {
  key: 'held_cents' | 'in_escrow_cents' | 'available_cents' | 'paid_out_cents';
  label: string;
  hint: string;
}[] = [
  {
    key: 'held_cents',
    label: 'Pending offers',
    hint: 'Funds brands secured for offers you have not signed yet, before the platform fee',
  },
  {
    key: 'in_escrow_cents',
    label: 'In escrow for you',
    hint: 'Signed contracts, before the platform fee: released as your work is approved',
  },
  {
    key: 'available_cents',
    label: 'Payable',
    hint: 'Released to you, after the fee: waiting for payouts or on its way',
  },
  { key: 'paid_out_cents', label: 'Paid out', hint: 'Sent to your bank' },
];

/** What stops payable money from reaching the bank, in one sentence (or nothing when it flows). */
const waitingNotice = (p: TCreatorPayments, justSubmitted: boolean) => {
  if (p.available_cents <= 0) return null;
  const amount = formatMoney(p.available_cents, p.currency, 'cents');
  if (p.payout_account.can_receive_payouts) return `${amount} is on its way to your bank.`;
  return justSubmitted
    ? `${amount} is waiting for you: it goes to your bank once your payout details are checked.`
    : `${amount} is waiting for you: set up payouts below to receive it.`;
};

/** /creator/settings/payments: the creator's money from the ledger, the payout account and the payments history. */
const SettingsPaymentsPage = () => {
  const payments = useCreatorPayments();
  const [params] = useSearchParams();
  const body = () => {
    if (payments.isPending)
      return (
        <div className={styles.stack} aria-busy="true">
          <Skeleton height={96} />
          <Skeleton height={200} />
        </div>
      );
    if (payments.isError)
      return <ErrorState description="Your payments could not be loaded." onRetry={() => void payments.refetch()} />;
    const p = payments.data;
    const justSubmitted = params.get('payouts') === 'ready' && p.payout_account.status !== 'enabled';
    const notice = waitingNotice(p, justSubmitted);
    return (
      <>
        {justSubmitted && (
          <p className={styles.notice} role="status">
            Thanks: your payout details were sent. The account status updates here in a moment.
          </p>
        )}
        <dl className={styles.tiles}>
          {TILES.map((t) => (
            <div key={t.key} className={styles.tile}>
              <dt>{t.label}</dt>
              <dd>{formatMoney(p[t.key], p.currency, 'cents')}</dd>
              <dd className={styles.tileHint}>{t.hint}</dd>
            </div>
          ))}
        </dl>
        {notice && <p className={styles.notice}>{notice}</p>}
        <PayoutAccountCard account={p.payout_account} justSubmitted={justSubmitted} />
        <PaymentHistory history={p.history} />
      </>
    );
  };
  return (
    <SettingsSection
      title="Payments"
      description="What brands have secured for you, what is released, and what reached your bank."
    >
      {body()}
    </SettingsSection>
  );
};
export default SettingsPaymentsPage;
