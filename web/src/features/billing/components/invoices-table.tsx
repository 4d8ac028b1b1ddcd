import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/get-invoices';
import { LoadingBlock } from './loading-block';
import { InvoiceStatusBadge } from '@/components/ui/status-badge';
import styles from './billing.module.css';
import { formatDate, formatMoney } from '@/lib/format';
import { Pager } from '@/components/ui/pager';

/** How long after a payment the list keeps looking for its invoice (the provider's webhooks arrive in any order). */
const FRESH_PAYMENT_POLL_MS = 20_000;

/** Every invoice, newest first, each with its printable receipt. `awaitsPayment`: just back from paying. */
export const InvoicesTable = ({ awaitsPayment }: { awaitsPayment: boolean }) => {
  const [page, setPage] = useState(1);
  const [pollUntil] = useState(() => (awaitsPayment ? Date.now() + FRESH_PAYMENT_POLL_MS : 0));
  const invoices = useInvoices(page, { refetchInterval: () => (Date.now() < pollUntil ? 1000 : false) });

  const body = () => {
    if (invoices.isPending) return <LoadingBlock label="Loading invoices" height={120} />;
    if (invoices.isError)
      return <ErrorState description="We could not load your invoices." onRetry={() => void invoices.refetch()} />;
    if (invoices.data.count === 0)
      return (
        <EmptyState
          headingLevel={3}
          title="No invoices yet"
          description="Invoices appear here after your first payment, with a printable receipt for each."
        />
      );
    const pages = Math.max(1, Math.ceil(invoices.data.count / INVOICES_PAGE_SIZE));
    return (
      <>
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Invoices table">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className={styles.num}>
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.results.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className={styles.nowrap}>
                    {invoice.number}
                  </th>
                  <td className={styles.nowrap}>{formatDate(invoice.issued_at)}</td>
                  <td>{invoice.description}</td>
                  <td className={styles.num}>{formatMoney(invoice.amount_cents, invoice.currency)}</td>
                  <td>
                    <InvoiceStatusBadge status={invoice.status} />
                  </td>
                  <td>
                    <Link to={paths.brand.receipt.getHref(invoice.id)} aria-label={`Receipt ${invoice.number}`}>
                      Receipt
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} onPage={setPage} label="Invoice pages" />
      </>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="invoices-title">
      <h2 id="invoices-title" className={styles.cardTitle}>
        Invoices
      </h2>
      {body()}
    </section>
  );
};
