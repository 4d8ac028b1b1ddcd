import { Link } from 'react-router-dom';
import type { TMyMatchDetail } from '@schemas/creator-matches';
import { paths } from '@/config/paths';
import { dueText, formatDate, formatMoney, platformLabel, typeLabel } from './format';
import { StatusBadge } from './status-badge';
import styles from './creator-campaigns.module.css';

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
                {platformLabel(d.platform)} {typeLabel(d.type)}
              </Link>
              {d.description && <p className={styles.muted}>{d.description}</p>}
            </th>
            <td>
              {formatDate(d.due_date)}
              {['pending', 'changes_requested'].includes(d.status) && (
                <p className={styles.muted}>{dueText(d.due_date)}</p>
              )}
            </td>
            <td>{formatMoney(d.rate_cents, currency)}</td>
            <td>
              <StatusBadge status={d.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
