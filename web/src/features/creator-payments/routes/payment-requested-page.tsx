import { useParams } from 'react-router-dom';
import type { TCreatorMatchPayment } from '@schemas/creator-payments';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useMatchPayment } from '@/lib/queries/get-match-payment';
import { PayoutAccountCard } from '../components/payout-account-card';
import styles from '../components/creator-payments.module.css';
import { deliverableName, formatBps, formatDateTime, formatMoney } from '@/lib/format';
import { Facts } from '@/components/ui/facts';

const PAYOUT_LABEL: Record<TCreatorMatchPayment['deliverables'][number]['payout_status'], string> = {
  in_escrow: 'In escrow: released when approved',
  waiting_for_account: 'Released: waiting for your payout account',
  transferring: 'Being transferred',
  in_transit: 'On its way to your bank',
  paid: 'Paid out',
  failed: 'Payout failed',
};

const RELEASE_LABEL: Record<TCreatorMatchPayment['deliverables'][number]['release_on'], string> = {
  approval: 'paid when approved',
  publication: 'paid when published',
};

/** /creator/payment-requested/{match id}: the money of one collaboration, step by step, and what unblocks it. */
const PaymentRequestedPage = () => {
  const { uuid = '' } = useParams();
  const payment = useMatchPayment(uuid);

  if (!payment.isSuccess)
    return (
      <QueryState
        query={payment}
        failed="We could not load this payment."
        missing={{ description: 'This collaboration does not exist or is not yours.' }}
      />
    );
  const p = payment.data;
  const c = p.currency;
  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Payment"
        title={p.campaign.title}
        description={`${p.brand_name} · ${p.funds_secured ? 'Funds secured' : p.funded ? 'Waiting for the brand’s funds' : 'Paid by the brand directly'}`}
      />
      <Facts
        className={styles.tiles}
        itemClassName={styles.tile}
        facts={[
          ['Contract', formatMoney(p.amount_cents, c, 'cents')],
          [`Platform fee (${formatBps(p.platform_fee_bps)})`, `−${formatMoney(p.fee_cents, c, 'cents')}`],
          ['You receive', formatMoney(p.net_cents, c, 'cents')],
          // Escrow holds the contract's price; the fee comes off as each part is released (the rows below are net).
          ['In escrow, before the fee', formatMoney(p.in_escrow_cents, c, 'cents')],
          ['Paid out', formatMoney(p.paid_out_cents, c, 'cents')],
        ]}
      />
      <PayoutAccountCard account={p.payout_account} />
      <section className={styles.card} aria-labelledby="deliverables-title">
        <h2 id="deliverables-title" className={styles.cardTitle}>
          Deliverables
        </h2>
        <ul className={styles.list}>
          {p.deliverables.map((d) => (
            <li key={d.id} className={styles.row}>
              <span>
                {deliverableName(d)} · {RELEASE_LABEL[d.release_on]}
              </span>
              <strong>{formatMoney(d.net_cents, c, 'cents')}</strong>
              <span className={styles.muted}>{d.failure_message ?? PAYOUT_LABEL[d.payout_status]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="timeline-title">
        <h2 id="timeline-title" className={styles.cardTitle}>
          Timeline
        </h2>
        {p.timeline.length === 0 ? (
          <p className={styles.muted}>Nothing has moved yet: the timeline starts when the brand sends an offer.</p>
        ) : (
          <ol className={styles.list}>
            {p.timeline.map((t, i) => (
              <li key={`${t.kind}-${i}`} className={styles.row}>
                <span>{t.label}</span>
                <strong>{formatMoney(t.amount_cents, c, 'cents')}</strong>
                <time className={styles.muted} dateTime={t.at}>
                  {formatDateTime(t.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
};

export default PaymentRequestedPage;
