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

/** The accounts of DESIGN §12: per brand, per match (held, escrow), per creator, and the platform's. */
export const ACCOUNTS = {
  brandAvailable: (brandId: string, currency: string): LedgerAccountRef => ({
    kind: 'brand_available',
    ownerId: brandId,
    brandId,
    currency,
  }),
  brandRefundPending: (brandId: string, currency: string): LedgerAccountRef => ({
    kind: 'brand_refund_pending',
    ownerId: brandId,
    brandId,
    currency,
  }),
  brandHeld: (m: MatchRefs, currency: string): LedgerAccountRef => ({
    kind: 'brand_held',
    ownerId: m.matchId,
    ...m,
    currency,
  }),
  brandEscrow: (m: MatchRefs, currency: string): LedgerAccountRef => ({
    kind: 'brand_escrow',
    ownerId: m.matchId,
    ...m,
    currency,
  }),
  creatorPayable: (creatorId: string, currency: string): LedgerAccountRef => ({
    kind: 'creator_payable',
    ownerId: creatorId,
    creatorId,
    currency,
  }),
  creatorInTransit: (creatorId: string, currency: string): LedgerAccountRef => ({
    kind: 'creator_in_transit',
    ownerId: creatorId,
    creatorId,
    currency,
  }),
  creatorPaidOut: (creatorId: string, currency: string): LedgerAccountRef => ({
    kind: 'creator_paid_out',
    ownerId: creatorId,
    creatorId,
    currency,
  }),
  platformFees: (currency: string): LedgerAccountRef => ({ kind: 'platform_fees', ownerId: 'platform', currency }),
  providerClearing: (currency: string): LedgerAccountRef => ({
    kind: 'provider_clearing',
    ownerId: 'platform',
    currency,
  }),
};
