import { useState } from 'react';
import type { TMyMatchDetail } from '@schemas/creator-matches';
import { Button } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { paths } from '@/config/paths';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { OfferRounds } from '@/components/match/offer-rounds';
import { useAcceptInvitation, useAcceptOffer, useDeclineMatch } from '../api/match-actions';
import { MatchMoneyNote } from '@/components/match/match-money-note';
import { CounterButton } from './counter-offer';
import type { CampaignData } from './with-campaign';
import { MatchStatusBadge } from '@/components/ui/status-badge';
import styles from './creator-campaigns.module.css';
import { deliverableTypeLabel, formatMoney, platformLabel } from '@/lib/format';

const DeclineButton = ({ match, label }: { match: TMyMatchDetail; label: string }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const decline = useDeclineMatch();
  const confirm = () =>
    decline.mutate(
      { matchId: match.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          showSnackbar({ variant: 'info', message: 'Declined. The brand has been told.' });
        },
        onError: (e) => reportApiError(e),
      },
    );
  return (
    <>
      <Button color="grey" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        description="Optional: tell the brand why, so they can come back with something better."
        confirmLabel="Decline"
        onConfirm={confirm}
        busy={decline.isPending}
      >
        <label className={styles.label} htmlFor="decline-reason">
          Reason (optional)
        </label>
        <textarea
          id="decline-reason"
          className={styles.textarea}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmModal>
    </>
  );
};

const Offer = ({ match }: { match: TMyMatchDetail }) => {
  const accept = useAcceptOffer();
  return (
    <div className={styles.stackSm}>
      <p>
        <strong>{match.brand.name}</strong> offers{' '}
        <strong>{formatMoney(match.offered_rate_cents ?? 0, match.campaign.currency)}</strong> for:
      </p>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {(match.offered_deliverables ?? []).map((d, i) => (
          <li key={i}>
            {d.quantity} × {platformLabel(d.platform)} {deliverableTypeLabel(d.type)}, due {d.due_days} days after
            signing
          </li>
        ))}
      </ul>
      {match.offer_message && (
        <blockquote className={styles.infoNotice} style={{ margin: 0 }}>
          {match.offer_message}
        </blockquote>
      )}
      <MatchMoneyNote matchId={match.id} />
      <StickyActionBar label="Answer the offer">
        <Button
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(match.id, {
              onSuccess: () =>
                showSnackbar({ variant: 'success', message: 'Offer accepted. Your contract is ready to sign.' }),
              onError: (e) => reportApiError(e),
            })
          }
        >
          Accept offer
        </Button>
        <CounterButton match={match} />
        <DeclineButton match={match} label="Decline offer" />
      </StickyActionBar>
    </div>
  );
};

const Invitation = ({ match }: { match: TMyMatchDetail }) => {
  const [note, setNote] = useState('');
  const accept = useAcceptInvitation();
  return (
    <div className={styles.stackSm}>
      <p>
        <strong>{match.brand.name}</strong> invited you to this campaign. Say yes to hear their offer.
      </p>
      <label className={styles.label} htmlFor="invite-note">
        A note for the brand (optional)
      </label>
      <textarea
        id="invite-note"
        className={styles.textarea}
        style={{ minHeight: 90 }}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="What you would make for them…"
      />
      <StickyActionBar label="Answer the invitation">
        <Button
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(
              { matchId: match.id, message: note.trim() || undefined },
              {
                onSuccess: () =>
                  showSnackbar({
                    variant: 'success',
                    message: 'Invitation accepted. The brand will send you an offer.',
                  }),
                onError: (e) => reportApiError(e),
              },
            )
          }
        >
          Accept invitation
        </Button>
        <DeclineButton match={match} label="Decline invitation" />
      </StickyActionBar>
    </div>
  );
};

const Countered = ({ match }: { match: TMyMatchDetail }) => {
  const mine = match.offers.at(-1);
  return (
    <div className={styles.stackSm}>
      <p>
        You asked <strong>{formatMoney(mine?.rate_cents ?? 0, match.campaign.currency)}</strong>. {match.brand.name} can
        accept it, send a new offer or decline.
      </p>
      <StickyActionBar label="Your counter-offer">
        <DeclineButton match={match} label="Withdraw and decline" />
      </StickyActionBar>
    </div>
  );
};

const CLOSED_TEXT: Record<string, string> = {
  applied: 'Your pitch is with the brand. You will hear back when they answer.',
  completed: 'This campaign is complete. Thank you!',
  declined: 'This campaign is closed for you (declined). The brand may still come back with a new offer.',
  removed: 'The brand closed this collaboration.',
  expired: 'This invitation or offer expired.',
};

/** Where the creator stands in the campaign and the one or two things they can do now. */
export const MatchPanel = ({ campaign, match }: CampaignData) => {
  if (!match) {
    return (
      <Card title="Interested?">
        <div className={styles.stackSm}>
          {campaign.can_apply ? (
            <StickyActionBar label="Apply">
              <AppButtonLink to={paths.creator.join.getHref(campaign.id)}>Apply with a pitch</AppButtonLink>
            </StickyActionBar>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {campaign.apply_blockers.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
          {campaign.unavailable_days.length > 0 && (
            <p className={styles.notice}>
              You marked {campaign.unavailable_days.length} day{campaign.unavailable_days.length === 1 ? '' : 's'} in
              these dates as unavailable.
            </p>
          )}
        </div>
      </Card>
    );
  }
  return (
    <Card title="Your status" actions={<MatchStatusBadge status={match.status} side="creator" />}>
      {match.status === 'invited' && <Invitation match={match} />}
      {match.status === 'proposed' && <Offer match={match} />}
      {match.status === 'countered' && <Countered match={match} />}
      {match.status === 'accepted' && (
        <div className={styles.stackSm}>
          <p>
            You accepted {formatMoney(match.offered_rate_cents ?? 0, match.campaign.currency)}. Sign the contract to
            start.
          </p>
          <MatchMoneyNote matchId={match.id} />
          <StickyActionBar label="Contract">
            <AppButtonLink to={paths.creator.signContract.getHref(campaign.id)}>
              Review and sign the contract
            </AppButtonLink>
          </StickyActionBar>
        </div>
      )}
      {match.status === 'contracted' && (
        <div className={styles.stackSm}>
          <p>
            {match.deliverables.done} of {match.deliverables.total} deliverables done.
          </p>
          <MatchMoneyNote matchId={match.id} />
          <StickyActionBar label="Deliverables">
            <AppButtonLink to={paths.creator.overview.getHref(campaign.id)}>See my deliverables</AppButtonLink>
          </StickyActionBar>
        </div>
      )}
      {CLOSED_TEXT[match.status] && <p className={styles.muted}>{CLOSED_TEXT[match.status]}</p>}
      {match.pitch && match.status === 'applied' && (
        <blockquote className={styles.infoNotice} style={{ margin: '12px 0 0' }}>
          “{match.pitch.message}”
        </blockquote>
      )}
      {match.offers.length > 0 && (
        <details className={styles.history} open={match.status === 'proposed' || match.status === 'countered'}>
          <summary>
            Negotiation ({match.offers.length} {match.offers.length === 1 ? 'round' : 'rounds'})
          </summary>
          <OfferRounds
            rounds={match.offers}
            currency={match.campaign.currency}
            viewer="creator"
            brandName={match.brand.name}
            creatorName="You"
          />
        </details>
      )}
    </Card>
  );
};
