import { Link } from 'react-router-dom';
import type { TCreatorPayments } from '@schemas/creator-payments';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DownloadIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { creatorPaymentsCsvUrl } from '../api/get-payments';
import styles from './creator-payments.module.css';
import { formatDate, formatMoney, PAYOUT_STATUS_LABELS } from '@/lib/format';

/** Every released payment, newest first, each opening its collaboration's payment page; CSV download. */
export const PaymentHistory = ({ history }: { history: TCreatorPayments['history'] }) => (
  <section className={styles.card} aria-labelledby="history-title">
    <div className={styles.actions} style={{ justifyContent: 'space-between', width: '100%' }}>
      <h2 id="history-title" className={styles.cardTitle}>
        History
      </h2>
      {history.length > 0 && (
        <a className={buttonClassName({ color: 'secondary', size: 'small' })} href={creatorPaymentsCsvUrl()} download>
          <DownloadIcon size={16} />
          Download CSV
        </a>
      )}
    </div>
    {history.length === 0 ? (
      <EmptyState
        headingLevel={3}
        title="No payments yet"
        description="When a brand approves your work, its payment is released to you and listed here."
      />
    ) : (
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Released</th>
              <th scope="col">Collaboration</th>
              <th scope="col" className={styles.num}>
                You receive
              </th>
              <th scope="col" className={styles.num}>
                Platform fee
              </th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {history.map((r) => (
              <tr key={r.id}>
                <td data-label="Released">{formatDate(r.released_at)}</td>
                <td data-label="Collaboration">
                  <Link to={paths.creator.paymentRequested.getHref(r.match_id)}>{r.campaign_title}</Link>
                  <div className={styles.muted}>
                    {r.brand_name} · {r.deliverable}
                  </div>
                </td>
                <td data-label="You receive" className={styles.num}>
                  {formatMoney(r.amount_cents, r.currency, 'cents')}
                </td>
                <td data-label="Platform fee" className={styles.num}>
                  {formatMoney(r.fee_cents, r.currency, 'cents')}
                </td>
                <td data-label="State">
                  {r.paid_at
                    ? `${PAYOUT_STATUS_LABELS[r.status]} · ${formatDate(r.paid_at)}`
                    : PAYOUT_STATUS_LABELS[r.status]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )}
  </section>
);
