import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AppButtonLink, AppLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import type { TCampaignStatus } from '@schemas/campaign';
import { useCampaign } from '../api/get-campaign';
import { useDeleteCampaign, useUpdateCampaign } from '../api/save-campaign';
import { closedMessage, closingSummary, type ClosingStatus as FinalStatus } from '../components/campaign-closing';
import { ManagedServiceCard } from '../components/managed-service-card';
import { CampaignStatusBadge } from '@/components/ui/status-badge';
import { useWorkspacePaths } from '../components/workspace-paths';
import styles from '../components/brand-campaigns.module.css';
import { formatDate, formatMoney, platformLabel } from '@/lib/format';
import { ChipList } from '@/components/ui/chip-list';

const Charts = lazy(() => import('../components/campaign-charts').then((m) => ({ default: m.CreatorsByStatusChart })));
const Spend = lazy(() => import('../components/campaign-charts').then((m) => ({ default: m.SpendChart })));

type Move = { to: FinalStatus; label: string };
const COMPLETE: Move = { to: 'completed', label: 'Mark completed' };
const ARCHIVE: Move = { to: 'archived', label: 'Archive' };
const MOVES: Partial<Record<TCampaignStatus, Move[]>> = {
  active: [COMPLETE, ARCHIVE],
  completed: [ARCHIVE],
  draft: [ARCHIVE],
};

/**
 * Both moves are final (the server has no way back), so each is confirmed with what it does, followed by what it
 * settles (`closingSummary`: open offers withdrawn and their funds returned, invitations closed, contracts kept).
 */
const MOVE_CONFIRM: Record<FinalStatus, { title: string; description: string; action: string }> = {
  completed: {
    title: 'Mark this campaign completed?',
    description: 'This cannot be undone: the campaign becomes read-only and takes no new creators.',
    action: 'Mark completed',
  },
  archived: {
    title: 'Archive this campaign?',
    description: 'This cannot be undone: the campaign moves to Archived, becomes read-only and takes no new creators.',
    action: 'Archive campaign',
  },
};

/** The campaign at a glance: brief, status, timeline, creators by match status and spend against budget. */
const CampaignDetailPage = () => {
  const { uuid = '' } = useParams();
  const { data: c, isPending, isError, error, refetch } = useCampaign(uuid);
  const update = useUpdateCampaign();
  const remove = useDeleteCampaign();
  const navigate = useNavigate();
  const to = useWorkspacePaths();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmMove, setConfirmMove] = useState<FinalStatus | null>(null);
  if (isPending) return <Spinner label="Loading campaign" />;
  if (isError)
    return (
      <ErrorState
        title="We could not load this campaign"
        description={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );

  const move = (status: FinalStatus) =>
    update.mutate(
      { id: c.id, body: { status } },
      {
        onSuccess: () => showSnackbar({ message: closedMessage(c, status) }),
        onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
        onSettled: () => setConfirmMove(null),
      },
    );
  const destroy = () =>
    remove.mutate(c.id, {
      onSuccess: () => {
        showSnackbar({ message: 'Campaign deleted.' });
        navigate(to.campaigns);
      },
      onError: (e) => {
        setConfirmDelete(false);
        showSnackbar({ variant: 'error', message: errorMessage(e) });
      },
    });
  const working =
    (c.creators_by_status.accepted ?? 0) +
    (c.creators_by_status.contracted ?? 0) +
    (c.creators_by_status.completed ?? 0);
  const stats = [
    { label: 'Budget', value: formatMoney(c.budget_cents, c.currency) },
    { label: 'Committed', value: formatMoney(c.committed_cents, c.currency) },
    { label: 'Creators working', value: String(working) },
    { label: 'Waiting for your offer', value: String(c.pending_pitches) },
  ];
  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Campaign"
        title={c.title}
        description={
          <span className={styles.row}>
            <CampaignStatusBadge status={c.status} /> {formatDate(c.start_date)} – {formatDate(c.end_date)}
          </span>
        }
        actions={
          <div className={styles.row}>
            {c.status === 'active' && <AppButtonLink to={to.candidates(c.id)}>Find creators</AppButtonLink>}
            <AppButtonLink to={to.campaignEdit(c.id)} color="secondary">
              {c.edit_blocked_reason ? 'View settings' : 'Edit'}
            </AppButtonLink>
            {(MOVES[c.status] ?? []).map((m) => (
              <Button key={m.to} color="secondary" onClick={() => setConfirmMove(m.to)}>
                {m.label}
              </Button>
            ))}
            <Button
              color="red"
              disabled={c.delete_blocked_reason !== null}
              aria-describedby={c.delete_blocked_reason ? 'delete-blocked-reason' : undefined}
              onClick={() => setConfirmDelete(true)}
            >
              Delete
            </Button>
          </div>
        }
      />
      {c.delete_blocked_reason && (
        <p id="delete-blocked-reason" className={styles.muted}>
          Why it cannot be deleted: {c.delete_blocked_reason}
        </p>
      )}
      <div className={styles.stats}>
        {stats.map((s) => (
          <div key={s.label} className={styles.stat}>
            <p className={styles.statLabel}>{s.label}</p>
            <p className={styles.statValue}>{s.value}</p>
          </div>
        ))}
      </div>
      <div className={styles.grid2}>
        <Card title="Creators by status">
          {Object.keys(c.creators_by_status).length === 0 ? (
            <p className={styles.muted}>
              No creators yet. Invite some from the <AppLink to={to.candidates(c.id)}>candidates page</AppLink>.
            </p>
          ) : (
            <Suspense fallback={<Spinner label="Loading chart" />}>
              <Charts counts={c.creators_by_status} />
            </Suspense>
          )}
        </Card>
        <Card title="Spend against budget">
          <Suspense fallback={<Spinner label="Loading chart" />}>
            <Spend
              budget={c.budget_cents}
              committed={c.committed_cents}
              offered={c.offered_cents}
              paid={c.paid_cents}
              currency={c.currency}
            />
          </Suspense>
        </Card>
      </div>
      <div className={styles.grid2}>
        <Card title="Brief">
          <div className={styles.stackSm}>
            <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{c.brief || 'No brief yet.'}</p>
            <ChipList label="Platforms and niches" items={[...c.platforms.map(platformLabel), ...c.target_niches]} />
            <p className={styles.muted}>
              Deliverables:{' '}
              {c.deliverable_templates
                .map(
                  (d) =>
                    `${d.quantity} × ${d.type} on ${platformLabel(d.platform)} (due ${d.due_days} days after signing)`,
                )
                .join('; ') || 'none yet'}
            </p>
            <p className={styles.muted}>
              Rate per creator: {c.rate_min_cents != null ? formatMoney(c.rate_min_cents, c.currency) : '—'} to{' '}
              {c.rate_max_cents != null ? formatMoney(c.rate_max_cents, c.currency) : '—'} ·{' '}
              {c.visibility === 'public' ? 'Public' : 'Invite only'}
            </p>
          </div>
        </Card>
        <Card title="Timeline">
          <ol className={styles.list}>
            {c.timeline.map((t) => (
              <li key={t.label} className={styles.listItem}>
                <div className={styles.spread}>
                  <strong>{t.label}</strong>
                  <span className={styles.muted}>{formatDate(t.at)}</span>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <ManagedServiceCard campaignId={c.id} isManaged={c.is_managed} />
      <Modal
        open={confirmMove !== null}
        onClose={() => setConfirmMove(null)}
        title={confirmMove ? MOVE_CONFIRM[confirmMove].title : ''}
        description={
          confirmMove ? [MOVE_CONFIRM[confirmMove].description, closingSummary(c)].filter(Boolean).join(' ') : undefined
        }
        footer={
          <>
            <Button color="secondary" onClick={() => setConfirmMove(null)}>
              Keep it as it is
            </Button>
            <Button loading={update.isPending} onClick={() => confirmMove && move(confirmMove)}>
              {confirmMove ? MOVE_CONFIRM[confirmMove].action : ''}
            </Button>
          </>
        }
      />
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete this campaign?"
        description="Invitations and offers are withdrawn. Campaigns with creators under contract cannot be deleted — archive them instead."
        footer={
          <>
            <Button color="secondary" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
            <Button color="red" loading={remove.isPending} onClick={destroy}>
              Delete campaign
            </Button>
          </>
        }
      />
    </div>
  );
};

export default CampaignDetailPage;
