import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TOrganizationCreator } from '@schemas/internal-organization-creators';
import { Table, type TTableColumn } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { shortenNumber } from '@/lib/number-shortener';
import styles from './internal-organizations.module.css';

const COLUMNS: TTableColumn<TOrganizationCreator>[] = [
  {
    header: 'Creator',
    cell: (c) => (
      <>
        <Link to={paths.internal.creator.getHref(c.id)}>{c.name}</Link>
        <br />
        <span className={styles.muted}>{c.location ?? 'Location not set'}</span>
      </>
    ),
  },
  {
    header: 'Campaigns',
    cell: (c) => (
      <ul className={styles.campaignList}>
        {c.campaigns.map((x) => (
          <li key={x.match_id}>
            {x.title} · <span className={styles.muted}>{x.status.replace('_', ' ')}</span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: 'Deliverables',
    cell: (c) => (
      <>
        {c.deliverables.done}/{c.deliverables.total} done
        {c.deliverables.late > 0 && (
          <>
            <br />
            <span className={`${styles.badge} ${styles.tone_bad}`}>{c.deliverables.late} late</span>
          </>
        )}
      </>
    ),
  },
  { header: 'Paid', cell: (c) => formatMoney(c.total_paid_cents) },
  {
    header: 'Audience',
    cell: (c) => (
      <>
        {shortenNumber(c.followers)} followers
        <br />
        <span className={styles.muted}>
          {c.engagement_rate === null ? 'No connected account' : `${c.engagement_rate.toFixed(2)}% engagement`}
        </span>
      </>
    ),
  },
  {
    header: 'Credibility',
    className: () => styles.nowrap,
    cell: (c) => (c.credibility === null ? <span className={styles.muted}>No figures</span> : <>{c.credibility}/100</>),
  },
  {
    header: 'Rating',
    className: () => styles.nowrap,
    cell: (c) =>
      c.rating === null ? (
        <span className={styles.muted}>Not rated</span>
      ) : (
        <>
          {c.rating.toFixed(1)} / 5<br />
          <span className={styles.muted}>{c.rated_deliverables} approved</span>
        </>
      ),
  },
];

/** The organization's creators, one row each; `invite` adds a column to invite a creator to a campaign. */
export const OrganizationCreatorsTable = ({
  creators,
  invite,
}: {
  creators: TOrganizationCreator[];
  invite?: (creator: TOrganizationCreator) => ReactNode;
}) => (
  <Table
    columns={invite ? [...COLUMNS, { header: 'Invite', cell: invite }] : COLUMNS}
    rows={creators}
    rowKey={(c) => c.id}
    label="Creators"
    classes={{ wrap: styles.tableWrap, table: styles.table }}
  />
);
