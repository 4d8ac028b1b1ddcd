import { useState } from 'react';
import type { TMatchDetail } from '@schemas/brand-matches';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useRespondToCounter } from '../api/match-actions';
import styles from './brand-campaigns.module.css';
import { formatMoney } from '@/lib/format';

/** The creator's counter-offer and the brand's answers: accept it, change the offer (the form below) or decline. */
export const CounterAnswer = ({ match }: { match: TMatchDetail }) => {
  const respond = useRespondToCounter();
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const counter = [...match.offers].reverse().find((o) => o.side === 'creator');
  if (match.status !== 'countered' || !counter) return null;
  const answer = (body: Parameters<typeof respond.mutate>[0]['body'], done: string) =>
    respond.mutate(
      { matchId: match.id, body },
      {
        onSuccess: () => {
          setDeclining(false);
          showSnackbar({ message: done });
        },
        onError: (e) => reportApiError(e),
      },
    );
  return (
    <Card
      title={`${match.creator.name} asks ${formatMoney(counter.rate_cents, match.currency)}`}
      description={`Your offer was ${formatMoney(match.offered_rate_cents ?? 0, match.currency)}. Accept their rate, change your offer below, or decline.`}
    >
      {counter.message && <blockquote className={styles.quote}>“{counter.message}”</blockquote>}
      <div className={styles.row}>
        <Button
          loading={respond.isPending && respond.variables?.body.response === 'accept'}
          onClick={() =>
            answer(
              { response: 'accept' },
              `You accepted ${formatMoney(counter.rate_cents, match.currency)}. The contract is ready for ${match.creator.name} to sign.`,
            )
          }
        >
          Accept {formatMoney(counter.rate_cents, match.currency)}
        </Button>
        <Button color="grey" onClick={() => setDeclining(true)}>
          Decline counter-offer
        </Button>
      </div>
      <ConfirmModal
        open={declining}
        onClose={() => setDeclining(false)}
        title="Decline the counter-offer"
        description="The creator is told. You can still send a new offer later."
        confirmLabel="Decline"
        onConfirm={() => answer({ response: 'decline', note: note.trim() || undefined }, 'Counter-offer declined.')}
        busy={respond.isPending}
      >
        <label className={styles.label} htmlFor="counter-decline-note">
          Note for the creator (optional)
        </label>
        <textarea
          id="counter-decline-note"
          className={styles.textarea}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </ConfirmModal>
    </Card>
  );
};
