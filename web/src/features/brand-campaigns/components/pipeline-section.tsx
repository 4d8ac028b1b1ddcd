import { useState } from 'react';
import type { TPipelineItem, TPipelineStage } from '@schemas/pipeline';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/auth/use-can';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { usePipeline } from '../api/get-pipeline';
import { useExpireMatch, useRespondToPitch, useUpdateMatch } from '../api/match-actions';
import { CreatorRow } from './creator-row';
import { DeclineModal } from './decline-modal';
import { PipelineActions } from './pipeline-actions';
import { MatchStatusBadge } from '@/components/ui/status-badge';
import { useWorkspacePaths } from './workspace-paths';
import styles from './brand-campaigns.module.css';
import { deliverablesSummary, formatDate, formatMoney, platformLabel } from '@/lib/format';

const STAGES: { key: TPipelineStage; title: string; empty: string }[] = [
  {
    key: 'applied',
    title: 'Waiting for your offer',
    empty: 'Nobody is waiting for an offer. Creators who apply, or accept your invitation, appear here.',
  },
  {
    key: 'invited',
    title: 'Invited',
    empty: 'No open invitations. Invite creators from the suggestions or the creator database.',
  },
  { key: 'offered', title: 'Offered', empty: 'No open offers.' },
  { key: 'contract', title: 'Under contract', empty: 'Nobody has agreed terms yet.' },
  { key: 'completed', title: 'Completed', empty: 'No completed collaborations yet.' },
];

const BY: Record<TPipelineItem['last_moved_by'], string> = {
  brand: 'by your team',
  creator: 'by the creator',
  system: 'automatically',
};

const Details = ({ item }: { item: TPipelineItem }) => (
  <>
    {item.pitch && (item.stage === 'applied' || item.stage === 'invited') && (
      <blockquote className={styles.quote}>
        “{item.pitch.message}”
        <footer className={styles.muted}>
          Asks{' '}
          {item.pitch.proposed_rate_cents != null
            ? formatMoney(item.pitch.proposed_rate_cents, item.currency)
            : 'no set rate'}
          {item.source === 'invited' ? ' · accepted your invitation' : ' · applied'}
        </footer>
      </blockquote>
    )}
    {!item.pitch && item.stage === 'applied' && (
      <p className={styles.muted}>Accepted your invitation {formatDate(item.status_changed_at)}, without a note.</p>
    )}
    {item.stage === 'offered' && item.offered_rate_cents != null && (
      <p className={styles.muted}>
        Your offer: {formatMoney(item.offered_rate_cents, item.currency)}
        {item.offered_deliverables?.length ? ` for ${deliverablesSummary(item.offered_deliverables)}` : ''}
      </p>
    )}
    {item.stage !== 'past' && item.stage !== 'completed' && item.missing_platforms.length > 0 && (
      <p className={styles.warning} role="note">
        No connected account on {item.missing_platforms.map(platformLabel).join(', ')}, which this campaign needs.
      </p>
    )}
  </>
);

/** A campaign's candidates as one pipeline: a section per stage with its count, the past collapsed. */
export const PipelineSection = ({ campaignId }: { campaignId: string }) => {
  const pipeline = usePipeline(campaignId);
  const respond = useRespondToPitch();
  const expire = useExpireMatch();
  const update = useUpdateMatch();
  const to = useWorkspacePaths();
  const canPropose = useCan('CREATOR_PROPOSAL') || to.isStrategist;
  const [declining, setDeclining] = useState<TPipelineItem | null>(null);
  const [removing, setRemoving] = useState<TPipelineItem | null>(null);
  const done = (message: string) => ({
    onSuccess: () => {
      setDeclining(null);
      setRemoving(null);
      showSnackbar({ message });
    },
    onError: (e: unknown) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
  });

  if (pipeline.isPending) return <Spinner label="Loading candidates" />;
  if (pipeline.isError) return <QueryError query={pipeline} title="We could not load the candidates" />;
  const { counts, results } = pipeline.data;
  const handlers = {
    canPropose,
    busyId: respond.isPending
      ? respond.variables?.pitchId
        ? (results.find((r) => r.pitch?.id === respond.variables.pitchId)?.id ?? null)
        : null
      : null,
    onAcceptPitch: (item: TPipelineItem) =>
      respond.mutate(
        { pitchId: item.pitch!.id, body: { response: 'accept' } },
        done(`Offer sent to ${item.creator.name}.`),
      ),
    onDecline: setDeclining,
    onExpire: (item: TPipelineItem) => expire.mutate(item.id, done('Marked as expired.')),
    onRemove: setRemoving,
  };
  const list = (stage: TPipelineStage) => results.filter((r) => r.stage === stage);
  const past = list('past');
  return (
    <div className={styles.stack}>
      <nav aria-label="Pipeline stages" className={styles.stageNav}>
        {[...STAGES, { key: 'past' as const, title: 'Past' }].map((s) => (
          <a key={s.key} href={`#stage-${s.key}`} className={styles.stageChip}>
            {s.title} <span className={styles.count}>{counts[s.key]}</span>
          </a>
        ))}
      </nav>
      {STAGES.map((s) => (
        <section key={s.key} id={`stage-${s.key}`} aria-label={s.title}>
          <Card title={`${s.title} (${counts[s.key]})`}>
            {list(s.key).length === 0 ? (
              <p className={styles.muted}>{s.empty}</p>
            ) : (
              <ul className={styles.list}>
                {list(s.key).map((m) => (
                  <CreatorRow
                    key={m.id}
                    creator={m.creator}
                    aside={<MatchStatusBadge status={m.status} side="brand" />}
                  >
                    <Details item={m} />
                    <PipelineActions item={m} {...handlers} />
                  </CreatorRow>
                ))}
              </ul>
            )}
          </Card>
        </section>
      ))}
      <section id="stage-past" aria-label="Past">
        <details className={styles.card}>
          <summary className={styles.summary}>Past ({counts.past}): declined, removed or expired</summary>
          {past.length === 0 ? (
            <p className={styles.muted}>Nobody has left this campaign.</p>
          ) : (
            <ul className={styles.list}>
              {past.map((m) => (
                <CreatorRow key={m.id} creator={m.creator} aside={<MatchStatusBadge status={m.status} side="brand" />}>
                  <p className={styles.muted}>
                    {`${m.status === 'declined' ? 'Declined' : m.status === 'removed' ? 'Removed' : 'Expired'} ${BY[m.last_moved_by]} on ${formatDate(m.status_changed_at)}`}
                    {m.removal_reason_label ? ` · ${m.removal_reason_label}` : ''}
                    {m.removal_note ? ` — “${m.removal_note}”` : ''}
                  </p>
                </CreatorRow>
              ))}
            </ul>
          )}
        </details>
      </section>
      <DeclineModal
        open={declining !== null}
        title="Decline this application"
        confirmLabel="Decline"
        busy={respond.isPending}
        onClose={() => setDeclining(null)}
        onConfirm={(reason, note) =>
          respond.mutate(
            {
              pitchId: declining!.pitch!.id,
              body: { response: 'decline', removal_reason_id: reason, note: note || undefined },
            },
            done('Application declined.'),
          )
        }
      />
      <DeclineModal
        open={removing !== null}
        title="Remove from campaign"
        confirmLabel="Remove"
        busy={update.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(reason, note) =>
          update.mutate(
            { matchId: removing!.id, body: { action: 'remove', removal_reason_id: reason, note: note || undefined } },
            done('Removed from the campaign.'),
          )
        }
      />
    </div>
  );
};
