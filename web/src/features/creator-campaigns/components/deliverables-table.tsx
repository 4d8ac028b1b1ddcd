import { Link } from 'react-router-dom';
import type { TMyMatchDetail } from '@schemas/creator-matches';
import { paths } from '@/config/paths';
import { DeliverableStatusBadge } from '@/components/ui/status-badge';
import { Table } from '@/components/ui/table';
import styles from './creator-campaigns.module.css';
import { deliverableTypeLabel, formatDate, formatDue, formatMoney, platformLabel } from '@/lib/format';

type TItem = TMyMatchDetail['deliverable_items'][number];

/** The deliverables of one match with due dates, pay and status, each linking to its page. */
export const DeliverablesTable = ({ items, currency }: { items: TItem[]; currency: string }) => (
  <Table
    caption="Deliverables"
    hiddenCaption
    rows={items}
    rowKey={(d) => d.id}
    classes={{ wrap: styles.tableWrap, table: styles.table }}
    columns={[
      {
        header: 'Deliverable',
        rowHeader: true,
        cell: (d) => (
          <>
            <Link to={paths.creator.deliverable.getHref(d.id)}>
              {platformLabel(d.platform)} {deliverableTypeLabel(d.type)}
            </Link>
            {d.description && <p className={styles.muted}>{d.description}</p>}
          </>
        ),
      },
      {
        header: 'Due',
        cell: (d) => (
          <>
            {formatDate(d.due_date)}
            {['pending', 'changes_requested'].includes(d.status) && (
              <p className={styles.muted}>{formatDue(d.due_date)}</p>
            )}
          </>
        ),
      },
      { header: 'Pay', cell: (d) => formatMoney(d.rate_cents, currency) },
      { header: 'Status', cell: (d) => <DeliverableStatusBadge status={d.status} /> },
    ]}
  />
);
