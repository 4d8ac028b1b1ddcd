import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { BackButton } from '@/components/ui/back-button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useReceipt } from '../api/get-receipt';
import { LoadingBlock } from '../components/loading-block';
import { InvoiceStatusBadge } from '@/components/ui/status-badge';
import styles from '../components/billing.module.css';
import { cardLabel, formatDate, formatMoney } from '@/lib/format';

/** /brand/billing/receipts/{uuid}: one invoice laid out for printing (the browser's print saves a PDF). */
const ReceiptPage = () => {
  const { uuid = '' } = useParams();
  const receipt = useReceipt(uuid);
  if (!receipt.isSuccess)
    return (
      <QueryState
        query={receipt}
        failed="We could not load the receipt."
        missing={{
          title: 'Receipt not found',
          description: 'This invoice does not exist or belongs to another brand.',
        }}
        actions={<BackButton to={paths.brand.billing.getHref()} label="Back to billing" />}
        loading={<LoadingBlock label="Loading receipt" />}
      />
    );
  const r = receipt.data;
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <div className={styles.noPrint}>
        <BackButton to={paths.brand.billing.getHref()} label="Back to billing" />
        <Button color="secondary" size="small" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
      <div className={styles.receiptHead}>
        <div>
          <p className={styles.muted}>Social Loop</p>
          <h1 id="receipt-title">Receipt {r.number}</h1>
        </div>
        <InvoiceStatusBadge status={r.status} />
      </div>
      <section className={styles.card}>
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>Billed to</dt>
            <dd>
              {r.brand_name}
              {r.billed_to ? ` (${r.billed_to})` : ''}
            </dd>
          </div>
          <div className={styles.line}>
            <dt>Date issued</dt>
            <dd>{formatDate(r.issued_at)}</dd>
          </div>
          {r.paid_at && (
            <div className={styles.line}>
              <dt>Date paid</dt>
              <dd>{formatDate(r.paid_at)}</dd>
            </div>
          )}
          {r.period_start && (
            <div className={styles.line}>
              <dt>Service period</dt>
              <dd>
                {formatDate(r.period_start)} – {formatDate(r.period_end)}
              </dd>
            </div>
          )}
          <div className={styles.line}>
            <dt>Description</dt>
            <dd>{r.description}</dd>
          </div>
          {r.card_last4 && (
            <div className={styles.line}>
              <dt>Paid with</dt>
              <dd>{cardLabel(r.card_brand, r.card_last4)}</dd>
            </div>
          )}
          <div className={`${styles.line} ${styles.total}`}>
            <dt>{r.status === 'paid' ? 'Amount paid' : 'Amount due'}</dt>
            <dd>{formatMoney(r.amount_cents, r.currency)}</dd>
          </div>
        </dl>
      </section>
      <p className={`${styles.muted} ${styles.small}`}>
        Questions about this charge? Contact support from your brand account and quote the receipt number.
      </p>
    </article>
  );
};

export default ReceiptPage;
