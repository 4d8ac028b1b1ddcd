import { Link } from 'react-router-dom';
import type { TMyMatchDetail } from '@schemas/creator-matches';
import { paths } from '@/config/paths';
import { DeliverableStatusBadge } from '@/components/ui/status-badge';
import styles from './creator-campaigns.module.css';
import { deliverableTypeLabel, formatDate, formatDue, formatMoney, platformLabel } from '@/lib/format';

/** The deliverables of one match with due dates, pay and status, each linking to its page. */
export const DeliverablesTable = ({
  items,
  currency,
}: {
  items: TMyMatchDetail['deliverable_items'];
  currency: string;
}) => (
  <div className={styles.tableWrap}>
    <table className={styles.table}>
      <caption className="visually-hidden">Deliverables</caption>
      <thead>
        <tr>
          <th scope="col">Deliverable</th>
          <th scope="col">Due</th>
          <th scope="col">Pay</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {items.map((d) => (
          <tr key={d.id}>
            <th scope="row">
              <Link to={paths.creator.deliverable.getHref(d.id)}>
                {platformLabel(d.platform)} {deliverableTypeLabel(d.type)}
              </Link>
              {d.description && <p className={styles.muted}>{d.description}</p>}
            </th>
            <td>
              {formatDate(d.due_date)}
              {['pending', 'changes_requested'].includes(d.status) && (
                <p className={styles.muted}>{formatDue(d.due_date)}</p>
              )}
            </td>
            <td>{formatMoney(d.rate_cents, currency)}</td>
            <td>
              <DeliverableStatusBadge status={d.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
