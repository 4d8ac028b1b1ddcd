import type { LedgerAccountKind } from '../../../db/schema';

/** Where an account sits: its owner's ids, copied onto the row so balances can be summed per brand, creator, campaign. */
export type LedgerAccountRef = {
  kind: LedgerAccountKind;
  /** The brand, match, creator or `platform` the account belongs to (part of its id). */
  ownerId: string;
  currency: string;
  brandId?: string | null;
  creatorId?: string | null;
  matchId?: string | null;
  campaignId?: string | null;
};

export const ledgerAccountId = (ref: Pick<LedgerAccountRef, 'kind' | 'ownerId' | 'currency'>) =>
  `${ref.kind}:${ref.ownerId}:${ref.currency}`;

/** Money in and out through the payment provider is the only account allowed below zero. */
export const mayGoNegative = (kind: LedgerAccountKind) => kind === 'provider_clearing';

type Owners = Pick<LedgerAccountRef, 'brandId' | 'creatorId' | 'matchId' | 'campaignId'>;

/** The owner columns of a ledger account or transaction: the ids it names, null for the others. */
export const ownerColumns = ({ brandId, creatorId, matchId, campaignId }: Owners) => ({
  brandId: brandId ?? null,
  creatorId: creatorId ?? null,
  matchId: matchId ?? null,
  campaignId: campaignId ?? null,
});

/** An account's row from its key: its owners and whether it may go below zero. */
export const accountRow = (id: string, ref: LedgerAccountRef) => ({
  id,
  kind: ref.kind,
  ...ownerColumns(ref),
  currency: ref.currency,
  mayGoNegative: mayGoNegative(ref.kind),
});

export type MatchRefs = { matchId: string; brandId: string; campaignId: string; creatorId: string };

/** An account a brand owns (available money, a refund on its way back). */
const brandAccount =
  (kind: LedgerAccountKind) =>
  (brandId: string, currency: string): LedgerAccountRef => ({ kind, ownerId: brandId, brandId, currency });
/** An account of one match (held for it, in escrow), carrying the match's brand, campaign and creator. */
const matchAccount =
  (kind: LedgerAccountKind) =>
  (m: MatchRefs, currency: string): LedgerAccountRef => ({ kind, ownerId: m.matchId, ...m, currency });
/** An account a creator owns (payable, on its way, paid out). */
const creatorAccount =
  (kind: LedgerAccountKind) =>
  (creatorId: string, currency: string): LedgerAccountRef => ({ kind, ownerId: creatorId, creatorId, currency });
/** An account of the platform itself. */
const platformAccount =
  (kind: LedgerAccountKind) =>
  (currency: string): LedgerAccountRef => ({ kind, ownerId: 'platform', currency });

/** The accounts of DESIGN §12: per brand, per match (held, escrow), per creator, and the platform's. */
export const ACCOUNTS = {
  brandAvailable: brandAccount('brand_available'),
  brandRefundPending: brandAccount('brand_refund_pending'),
  brandHeld: matchAccount('brand_held'),
  brandEscrow: matchAccount('brand_escrow'),
  creatorPayable: creatorAccount('creator_payable'),
  creatorInTransit: creatorAccount('creator_in_transit'),
  creatorPaidOut: creatorAccount('creator_paid_out'),
  platformFees: platformAccount('platform_fees'),
  providerClearing: platformAccount('provider_clearing'),
};
