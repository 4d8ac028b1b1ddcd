import { Link } from 'react-router-dom';
import type { TCreatorPayments } from '@schemas/creator-payments';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Table } from '@/components/ui/table';
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
      <Table
        stackOnPhone
        label="Released payments"
        rows={history}
        rowKey={(r) => r.id}
        columns={[
          { header: 'Released', cell: (r) => formatDate(r.released_at) },
          {
            header: 'Collaboration',
            cell: (r) => (
              <>
                <Link to={paths.creator.paymentRequested.getHref(r.match_id)}>{r.campaign_title}</Link>
                <div className={styles.muted}>
                  {r.brand_name} · {r.deliverable}
                </div>
              </>
            ),
          },
          { header: 'You receive', numeric: true, cell: (r) => formatMoney(r.amount_cents, r.currency, 'cents') },
          { header: 'Platform fee', numeric: true, cell: (r) => formatMoney(r.fee_cents, r.currency, 'cents') },
          {
            header: 'State',
            cell: (r) =>
              r.paid_at
                ? `${PAYOUT_STATUS_LABELS[r.status]} · ${formatDate(r.paid_at)}`
                : PAYOUT_STATUS_LABELS[r.status],
          },
        ]}
      />
    )}
  </section>
);
