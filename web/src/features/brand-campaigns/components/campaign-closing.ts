import type { TCampaignDetail } from '@schemas/campaign';
import { countOf, formatMoney } from '@/lib/format';

export type ClosingStatus = 'completed' | 'archived';

/**
 * What completing or archiving the campaign settles, for its confirmation: the server withdraws open offers (their
 * holds go back to the wallet) and closes invitations and applications in the same move; contracts carry on.
 */
export const closingSummary = (c: TCampaignDetail) => {
  const n = (status: string) => c.creators_by_status[status] ?? 0;
  const money = (cents: number) => formatMoney(cents, c.currency);
  const offers = n('proposed') + n('countered');
  const settled: string[] = [];
  if (offers > 0)
    settled.push(
      `${countOf(offers, 'open offer', 'open offers')} (${money(c.offered_cents)}) will be withdrawn` +
        (c.held_cents > 0
          ? ` and the ${money(c.held_cents)} held for ${offers === 1 ? 'it' : 'them'} returned to your wallet`
          : ''),
    );
  if (n('invited') > 0) settled.push(`${countOf(n('invited'), 'invitation', 'invitations')} will be closed`);
  if (n('applied') > 0) settled.push(`${countOf(n('applied'), 'application', 'applications')} will be closed`);
  const underContract = n('accepted') + n('contracted');
  return [
    settled.length ? `${settled.join('; ')}.` : '',
    underContract > 0
      ? `${countOf(underContract, 'creator', 'creators')} under contract can still finish their work and be paid.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
};

/** The snackbar after the move: what came back to the wallet, read from the campaign as it was before. */
export const closedMessage = (c: TCampaignDetail, to: ClosingStatus) =>
  `Campaign ${to}.${c.held_cents > 0 ? ` ${formatMoney(c.held_cents, c.currency)} is back in your wallet.` : ''}`;
