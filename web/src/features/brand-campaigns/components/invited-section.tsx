import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/auth/use-can';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCampaignMatches } from '../api/get-campaign-matches';
import { useExpireMatch, useUpdateMatch } from '../api/match-actions';
import { CreatorRow } from './creator-row';
import { DeclineModal } from './decline-modal';
import { formatMoney } from './format';
import { StatusBadge } from './status-badge';
import { useWorkspacePaths } from './workspace-paths';
import styles from './brand-campaigns.module.css';

/** Invited creators and open offers: propose or revise rates, let an invitation expire, or remove. */
export const InvitedSection = ({ campaignId, currency }: { campaignId: string; currency: string }) => {
  const matches = useCampaignMatches(campaignId, ['invited', 'proposed']);
  const expire = useExpireMatch();
  const update = useUpdateMatch();
  const to = useWorkspacePaths();
  const canPropose = useCan('CREATOR_PROPOSAL') || to.isStrategist;
  const [removing, setRemoving] = useState<string | null>(null);
  const done = (message: string) => ({ onSuccess: () => { setRemoving(null); showSnackbar({ message }); }, onError: (e: unknown) => showSnackbar({ variant: 'error', message: errorMessage(e) }) });

  return (
    <Card aria-label="Invited and offered" title="Invited and offered" description="Creators you invited and offers waiting for an answer.">
      {matches.isPending ? <Spinner label="Loading invitations" /> : matches.isError ? <ErrorState description={errorMessage(matches.error)} onRetry={() => void matches.refetch()} /> : matches.data.results.length === 0 ? (
        <EmptyState headingLevel={3} title="Nobody invited yet" description="Invite creators from the suggestions below or from the creator database." />
      ) : (
        <ul className={styles.list}>
          {matches.data.results.map((m) => (
            <CreatorRow key={m.id} creator={m.creator} aside={<StatusBadge status={m.status} />}>
              {m.status === 'proposed' && m.offered_rate_cents != null && <p className={styles.muted}>Offer: {formatMoney(m.offered_rate_cents, currency)} for {m.offered_deliverables?.length ?? 0} deliverable types</p>}
              <div className={styles.row}>
                {canPropose && <ButtonLink size="small" to={to.proposeRates(m.id)}>{m.status === 'proposed' ? 'Revise offer' : 'Propose rates'}</ButtonLink>}
                <Button size="small" color="secondary" loading={expire.isPending && expire.variables === m.id} onClick={() => expire.mutate(m.id, done('Marked as expired.'))}>Expire</Button>
                <Button size="small" color="grey" onClick={() => setRemoving(m.id)}>Remove</Button>
              </div>
            </CreatorRow>
          ))}
        </ul>
      )}
      <DeclineModal
        open={removing !== null}
        title="Remove from campaign"
        confirmLabel="Remove"
        busy={update.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(reason, note) => update.mutate({ matchId: removing!, body: { action: 'remove', removal_reason_id: reason, note: note || undefined } }, done('Removed from the campaign.'))}
      />
    </Card>
  );
};
