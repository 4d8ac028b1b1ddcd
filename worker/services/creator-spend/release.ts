import { and, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { creatorPayouts, deliverables, ledgerAccounts, matchPayments } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { ACCOUNTS } from '../ledger/accounts';
import { ledgerSteps } from '../ledger/ledger-steps';
import { platformFeeCents } from './fee';

export type ReleasePlan = {
  steps: BatchItem<'sqlite'>[];
  payload: { released_cents: number; fee_cents: number; price_cents: number; currency: string } | null;
};

type Deliverable = { id: string; matchId: string; campaignId: string; creatorId: string; brandId: string };

/**
 * What a release decides on, as statements for the caller's read batch (keyed by the deliverable only, so they can
 * ride with the read that finds it): its trigger and price, the match's funding, and the match's escrow balances.
 */
export const releaseReads = ({ db, deliverableId }: { db: Db; deliverableId: string }) => {
  const matchOf = db.select({ id: deliverables.matchId }).from(deliverables).where(eq(deliverables.id, deliverableId));
  return [
    db
      .select({ releaseOn: deliverables.releaseOn, rateCents: deliverables.rateCents })
      .from(deliverables)
      .where(eq(deliverables.id, deliverableId))
      .limit(1),
    db.select().from(matchPayments).where(inArray(matchPayments.matchId, matchOf)).limit(1),
    db
      .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'brand_escrow'), inArray(ledgerAccounts.matchId, matchOf))),
  ] as const;
};

type ReleaseReads = ReturnType<typeof releaseReads>;
export type ReleaseFacts = readonly [Awaited<ReleaseReads[0]>, Awaited<ReleaseReads[1]>, Awaited<ReleaseReads[2]>];

/**
 * The release of one deliverable's price when its trigger fires (DESIGN §12): `approval` (auto-approval
 * included) or `publication` (post URL given). Escrow → the creator's payable less the plan's fee → platform
 * fees, plus the payout row that carries the money on to the creator's bank. Keyed by the deliverable, so a
 * brand's click racing the cron's auto-approval releases once. Unfunded matches (paid outside Social Loop) have
 * no steps.
 */
export const planRelease = ({
  db,
  d,
  trigger,
  facts: [[row], [payment], escrows],
}: {
  db: Db;
  d: Deliverable;
  trigger: 'approval' | 'publication';
  facts: ReleaseFacts;
}): ReleasePlan => {
  if (!row || row.releaseOn !== trigger || !payment?.funded || !payment.escrowAt || row.rateCents <= 0)
    return { steps: [], payload: null };
  const refs = { matchId: d.matchId, brandId: d.brandId, campaignId: d.campaignId, creatorId: d.creatorId };
  const currency = payment.currency;
  const escrow = escrows.find((e) => e.currency === currency);
  // Never more than what is left in escrow (the last deliverable takes any rounding remainder of the split).
  const price = Math.min(row.rateCents, escrow?.balance ?? 0);
  if (price <= 0) return { steps: [], payload: null };
  const fee = platformFeeCents(price, payment.feeBps);
  const net = price - fee;
  const now = new Date().toISOString();
  return {
    payload: { released_cents: net, fee_cents: fee, price_cents: price, currency },
    steps: [
      db.insert(creatorPayouts).values({
        creatorId: d.creatorId,
        brandId: d.brandId,
        campaignId: d.campaignId,
        matchId: d.matchId,
        deliverableId: d.id,
        amountCents: net,
        feeCents: fee,
        currency,
        status: 'waiting_for_account',
        releasedAt: now,
      }),
      ...ledgerSteps({
        db,
        input: {
          idempotencyKey: `release:${d.id}`,
          kind: 'release',
          currency,
          ...refs,
          deliverableId: d.id,
          memo: `Released on ${trigger}`,
          entries: [
            { account: ACCOUNTS.brandEscrow(refs, currency), amountCents: -price },
            { account: ACCOUNTS.creatorPayable(d.creatorId, currency), amountCents: net },
            ...(fee > 0 ? [{ account: ACCOUNTS.platformFees(currency), amountCents: fee }] : []),
          ],
        },
      }),
    ],
  };
};

/** The release plan read on its own (one round trip): for moves whose caller has no read batch to join. */
export const releaseSteps = async ({
  db,
  d,
  trigger,
}: {
  db: Db;
  d: Deliverable;
  trigger: 'approval' | 'publication';
}) => planRelease({ db, d, trigger, facts: await db.batch(releaseReads({ db, deliverableId: d.id })) });
