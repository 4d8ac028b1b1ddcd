import type { TPurchaseQuote } from '@schemas/plans';
import styles from './billing.module.css';
import { formatDate, formatMoney } from '@/lib/format';

const explanation = (quote: TPurchaseQuote) => {
  if (quote.kind === 'upgrade')
    return 'You pay the difference for the rest of the current period now; the new plan applies at once.';
  if (quote.kind === 'downgrade')
    return `Nothing is charged today. You keep your current plan until ${formatDate(quote.effective_at)}, then ${quote.plan.name} starts.`;
  return 'Your card is charged today and the plan applies as soon as the payment is confirmed.';
};

/** What the brand pays today and afterwards for the chosen plan and period. */
export const PurchaseSummary = ({ quote }: { quote: TPurchaseQuote }) => (
  <section className={styles.card} aria-labelledby="summary-title" aria-live="polite">
    <h2 id="summary-title" className={styles.cardTitle}>
      Order summary
    </h2>
    <dl className={styles.lines}>
      <div className={styles.line}>
        <dt>
          {quote.plan.name} plan, {quote.period === 'year' ? 'yearly' : 'monthly'}
        </dt>
        <dd>
          {formatMoney(quote.recurring_cents, quote.currency)} / {quote.period}
        </dd>
      </div>
      {quote.kind === 'upgrade' && (
        <div className={styles.line}>
          <dt className={styles.muted}>Credit for what you already paid this period</dt>
          <dd className={styles.muted}>{formatMoney(quote.due_today_cents - quote.recurring_cents, quote.currency)}</dd>
        </div>
      )}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>Due today</dt>
        <dd>{formatMoney(quote.due_today_cents, quote.currency)}</dd>
      </div>
    </dl>
    <p className={`${styles.muted} ${styles.small}`} style={{ marginTop: 'var(--space-3)' }}>
      {explanation(quote)}
    </p>
  </section>
);
