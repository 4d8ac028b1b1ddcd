import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { usePitches } from '../api/get-pitches';
import { useRespondToPitch } from '../api/match-actions';
import { CreatorRow } from './creator-row';
import { DeclineModal } from './decline-modal';
import { formatDate, formatMoney } from './format';
import { StatusBadge } from './status-badge';
import styles from './brand-campaigns.module.css';

/** Applicants with their pitches: accept (an offer at the pitched rate) or decline with a reason. */
export const ApplicantsSection = ({ campaignId, currency }: { campaignId: string; currency: string }) => {
  const pitches = usePitches(campaignId);
  const respond = useRespondToPitch();
  const [declining, setDeclining] = useState<string | null>(null);
  const answer = (pitchId: string, body: Parameters<typeof respond.mutate>[0]['body'], done: string) =>
    respond.mutate({ pitchId, body }, { onSuccess: () => { setDeclining(null); showSnackbar({ message: done }); }, onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }) });

  return (
    <Card aria-label="Applicants" title="Applicants" description="Creators who applied, with their pitch. Accepting sends them an offer at their rate for this campaign’s deliverables.">
      {pitches.isPending ? <Spinner label="Loading applicants" /> : pitches.isError ? <ErrorState description={errorMessage(pitches.error)} onRetry={() => void pitches.refetch()} /> : pitches.data.length === 0 ? (
        <EmptyState headingLevel={3} title="No applications yet" description="Public campaigns get applications from creators; you can also invite creators yourself." />
      ) : (
        <ul className={styles.list}>
          {pitches.data.map((p) => (
            <CreatorRow key={p.id} creator={p.creator} aside={<StatusBadge status={p.status === 'pending' ? 'applied' : p.match_status} />}>
              <blockquote className={styles.quote}>
                “{p.message}”
                <footer className={styles.muted}>Asks {p.proposed_rate_cents != null ? formatMoney(p.proposed_rate_cents, currency) : 'no set rate'} · {formatDate(p.created_at)}</footer>
              </blockquote>
              {p.status === 'pending' && (
                <div className={styles.row}>
                  <Button size="small" loading={respond.isPending && respond.variables?.pitchId === p.id} onClick={() => answer(p.id, { response: 'accept' }, `Offer sent to ${p.creator.name}.`)}>Accept and send offer</Button>
                  <Button size="small" color="secondary" onClick={() => setDeclining(p.id)}>Decline</Button>
                </div>
              )}
            </CreatorRow>
          ))}
        </ul>
      )}
      <DeclineModal
        open={declining !== null}
        title="Decline this application"
        confirmLabel="Decline"
        busy={respond.isPending}
        onClose={() => setDeclining(null)}
        onConfirm={(reason, note) => answer(declining!, { response: 'decline', removal_reason_id: reason, note: note || undefined }, 'Application declined.')}
      />
    </Card>
  );
};
