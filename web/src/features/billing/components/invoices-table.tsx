import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TInvoice } from '@schemas/billing';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Table, type TTableColumn } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/get-invoices';
import { LoadingBlock } from './loading-block';
import { InvoiceStatusBadge } from '@/components/ui/status-badge';
import styles from './billing.module.css';
import { formatDate, formatMoney } from '@/lib/format';
import { Pager } from '@/components/ui/pager';

const COLUMNS: TTableColumn<TInvoice>[] = [
  { header: 'Invoice', cell: (invoice) => invoice.number, rowHeader: true, className: styles.nowrap },
  { header: 'Date', cell: (invoice) => formatDate(invoice.issued_at), className: styles.nowrap },
  { header: 'Description', cell: (invoice) => invoice.description },
  { header: 'Amount', cell: (invoice) => formatMoney(invoice.amount_cents, invoice.currency), numeric: true },
  { header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  {
    header: 'Receipt',
    hiddenHeader: true,
    cell: (invoice) => (
      <Link to={paths.brand.receipt.getHref(invoice.id)} aria-label={`Receipt ${invoice.number}`}>
        Receipt
      </Link>
    ),
  },
];

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
        <Table
          columns={COLUMNS}
          rows={invoices.data.results}
          rowKey={(invoice) => invoice.id}
          region={{ label: 'Invoices table' }}
          classes={{ wrap: styles.tableScroll, table: styles.table, num: styles.num }}
        />
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
