import { useParams } from 'react-router-dom';
import type { TApprovedCreators } from '@schemas/brand-matches';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TTableColumn } from '@/components/ui/table';
import { errorMessage } from '@/lib/form-errors';
import { useApprovedCreators } from '../api/get-approved-creators';
import { CreatorRow } from '../components/creator-row';
import { DeliverableStatusBadge, MatchStatusBadge } from '@/components/ui/status-badge';
import { useWorkspacePaths } from '../components/workspace-paths';
import styles from '../components/brand-campaigns.module.css';
import { DELIVERABLE_STATUS_LABELS, deliverableName, formatDate, formatMoney } from '@/lib/format';

type TDeliverable = TApprovedCreators[number]['deliverables'][number];

const DELIVERABLE_COLUMNS: TTableColumn<TDeliverable>[] = [
  { header: 'Deliverable', cell: (d) => deliverableName(d) },
  { header: 'Due', cell: (d) => formatDate(d.due_date) },
  { header: 'Status', cell: (d) => <DeliverableStatusBadge status={d.status} /> },
  {
    header: 'Post',
    cell: (d) =>
      d.post_url ? (
        <a href={d.post_url} target="_blank" rel="noreferrer">
          View post
          <span className="visually-hidden"> ({DELIVERABLE_STATUS_LABELS[d.status]})</span>
        </a>
      ) : (
        '—'
      ),
  },
];

/** The creators working on a campaign (accepted onwards), their contract and deliverables. */
const CampaignCreatorsPage = () => {
  const { uuid = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useApprovedCreators(uuid);
  const to = useWorkspacePaths();
  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Campaign"
        title="Creators at work"
        description="Everyone who accepted an offer, their contract and where each deliverable stands."
        actions={
          <AppButtonLink to={to.candidates(uuid)} color="secondary">
            Candidates
          </AppButtonLink>
        }
      />
      {isPending ? (
        <Spinner label="Loading creators" />
      ) : isError ? (
        <ErrorState description={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title="No creators at work yet"
          description="Creators appear here once they accept your offer."
          actions={<AppButtonLink to={to.candidates(uuid)}>Review candidates</AppButtonLink>}
        />
      ) : (
        <Card padding="normal">
          <ul className={styles.list}>
            {data.map((m) => (
              <CreatorRow
                key={m.id}
                creator={m.creator}
                aside={
                  <div className={styles.row}>
                    <MatchStatusBadge status={m.status} side="brand" />
                    <span className={styles.muted}>
                      {m.offered_rate_cents != null ? formatMoney(m.offered_rate_cents, m.currency) : ''}
                    </span>
                  </div>
                }
              >
                <p className={styles.muted}>
                  {m.contract_signed_at
                    ? `Contract signed ${formatDate(m.contract_signed_at)}`
                    : 'Contract waiting for the creator’s signature'}
                </p>
                {m.deliverables.length > 0 && (
                  <Table
                    caption={`Deliverables of ${m.creator.name}`}
                    hiddenCaption
                    rows={m.deliverables}
                    rowKey={(d) => d.id}
                    classes={{ wrap: styles.tableWrap, table: styles.table }}
                    columns={DELIVERABLE_COLUMNS}
                  />
                )}
              </CreatorRow>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
};

export default CampaignCreatorsPage;
