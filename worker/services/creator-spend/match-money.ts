import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { matchPayments } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError, conflict } from '../../lib/errors';
import type { MatchAction, MatchRow } from '../matches/lifecycle';
import { ACCOUNTS } from '../ledger/accounts';
import { ledgerSteps } from '../ledger/ledger-steps';
import { formatCents } from '../wallet/money-text';
import type { MatchMoneyContext } from './match-money-context';

type Move = {
  match: Pick<MatchRow, 'id' | 'version' | 'status'>;
  action: MatchAction;
  offeredRateCents?: number | null;
};

const EXITS: readonly MatchAction[] = ['decline', 'reject', 'remove', 'expire'];

/** A guard step: the campaign's commitments may not exceed its budget (0 = no budget set). Runs after the upsert. */
const budgetGuard = (db: Db, campaignId: string) =>
  db.run(sql`SELECT CASE WHEN (SELECT budget_cents FROM campaigns WHERE id = ${campaignId}) > 0
    AND (SELECT coalesce(sum(committed_cents), 0) FROM match_payments WHERE campaign_id = ${campaignId}) > (SELECT budget_cents FROM campaigns WHERE id = ${campaignId})
    THEN json('over budget') END`);

/** 409 `over_budget` / `insufficient_funds` with the figures, before anything is written (DESIGN §12 Budgets). */
export const assertOfferFits = (ctx: MatchMoneyContext, amountCents: number) => {
  const c = ctx.currency;
  if (ctx.budgetCents > 0 && ctx.committedElsewhereCents + amountCents > ctx.budgetCents) {
    const remaining = Math.max(0, ctx.budgetCents - ctx.committedElsewhereCents);
    throw new AppError(
      'over_budget',
      `This offer of ${formatCents(amountCents, c)} is over the campaign’s remaining budget of ${formatCents(remaining, c)} (budget ${formatCents(ctx.budgetCents, c)}, ${formatCents(ctx.committedElsewhereCents, c)} already committed). Lower the offer or raise the budget.`,
      {
        status: 409,
        fields: {
          budget_cents: [String(ctx.budgetCents)],
          committed_cents: [String(ctx.committedElsewhereCents)],
          remaining_cents: [String(remaining)],
          requested_cents: [String(amountCents)],
        },
      },
    );
  }
  const needed = amountCents - ctx.heldCents;
  if (ctx.spendEnabled && needed > ctx.availableCents) {
    throw new AppError(
      'insufficient_funds',
      `This offer needs ${formatCents(needed, c)} of available funds and your wallet has ${formatCents(ctx.availableCents, c)}. Top up ${formatCents(needed - ctx.availableCents, c)} or more to send it.`,
      {
        status: 409,
        fields: {
          available_cents: [String(ctx.availableCents)],
          needed_cents: [String(needed)],
          shortfall_cents: [String(needed - ctx.availableCents)],
        },
      },
    );
  }
};

/**
 * The money side of one match move (DESIGN §12), as batch steps for `transitionMatch`: an offer (or an accepted
 * counter-offer) holds its amount from the wallet and commits it against the budget; decline, rejection, removal
 * and expiry return the hold at once; signing moves the hold into escrow. Every movement is a balanced ledger
 * transaction keyed by the match's next version, so a retried move never moves money twice.
 */
export const matchMoneySteps = ({
  db,
  ctx,
  move,
}: {
  db: Db;
  ctx: MatchMoneyContext;
  move: Move;
}): BatchItem<'sqlite'>[] => {
  const { refs, currency } = ctx;
  const version = move.match.version + 1;
  const base = {
    currency,
    brandId: refs.brandId,
    creatorId: refs.creatorId,
    campaignId: refs.campaignId,
    matchId: refs.matchId,
  };

  if ((move.action === 'propose' || move.action === 'accept_counter') && move.offeredRateCents != null) {
    const amount = move.offeredRateCents;
    assertOfferFits(ctx, amount);
    const now = new Date().toISOString();
    const funded = ctx.spendEnabled;
    const steps: BatchItem<'sqlite'>[] = [
      db
        .insert(matchPayments)
        .values({
          matchId: refs.matchId,
          brandId: refs.brandId,
          campaignId: refs.campaignId,
          creatorId: refs.creatorId,
          currency,
          committedCents: amount,
          funded,
          feeBps: ctx.feeBps,
          heldAt: now,
        })
        .onConflictDoUpdate({
          target: matchPayments.matchId,
          set: { committedCents: amount, funded, feeBps: ctx.feeBps, heldAt: now, returnedAt: null },
        }),
      budgetGuard(db, refs.campaignId),
    ];
    const delta = funded ? amount - ctx.heldCents : -ctx.heldCents;
    if (delta !== 0) {
      steps.push(
        ...ledgerSteps({
          db,
          input: {
            ...base,
            idempotencyKey: `${delta > 0 ? 'hold' : 'hold_return'}:${refs.matchId}:v${version}`,
            kind: delta > 0 ? 'hold' : 'hold_return',
            memo: delta > 0 ? 'Offer sent: funds held' : 'Offer lowered: part of the hold returned',
            entries: [
              { account: ACCOUNTS.brandAvailable(refs.brandId, currency), amountCents: -delta },
              { account: ACCOUNTS.brandHeld(refs, currency), amountCents: delta, expectBalanceCents: ctx.heldCents },
            ],
          },
        }),
      );
    }
    return steps;
  }

  if (EXITS.includes(move.action)) {
    const steps: BatchItem<'sqlite'>[] = [];
    if (ctx.payment && ctx.payment.committedCents > 0) {
      steps.push(
        db
          .update(matchPayments)
          .set({ committedCents: 0, returnedAt: new Date().toISOString() })
          .where(eq(matchPayments.matchId, refs.matchId)),
      );
    }
    if (ctx.heldCents > 0) {
      steps.push(
        ...ledgerSteps({
          db,
          input: {
            ...base,
            idempotencyKey: `hold_return:${refs.matchId}:v${version}`,
            kind: 'hold_return',
            memo: 'Offer closed: hold returned',
            entries: [
              {
                account: ACCOUNTS.brandHeld(refs, currency),
                amountCents: -ctx.heldCents,
                expectBalanceCents: ctx.heldCents,
              },
              { account: ACCOUNTS.brandAvailable(refs.brandId, currency), amountCents: ctx.heldCents },
            ],
          },
        }),
      );
    }
    return steps;
  }

  if (move.action === 'sign_contract' && ctx.payment?.funded) {
    const contracted = ctx.payment.committedCents;
    const missing = contracted - ctx.heldCents;
    if (contracted === 0) return [];
    if (missing > ctx.availableCents)
      throw conflict('The brand has not funded this offer yet; it can be signed as soon as the funds are secured.');
    return [
      db
        .update(matchPayments)
        .set({ escrowAt: new Date().toISOString() })
        .where(eq(matchPayments.matchId, refs.matchId)),
      ...ledgerSteps({
        db,
        input: {
          ...base,
          idempotencyKey: `escrow:${refs.matchId}`,
          kind: 'escrow',
          memo: 'Contract signed: funds in escrow',
          entries: [
            {
              account: ACCOUNTS.brandHeld(refs, currency),
              amountCents: -ctx.heldCents,
              expectBalanceCents: ctx.heldCents,
            },
            ...(missing !== 0
              ? [{ account: ACCOUNTS.brandAvailable(refs.brandId, currency), amountCents: -missing }]
              : []),
            { account: ACCOUNTS.brandEscrow(refs, currency), amountCents: contracted },
          ],
        },
      }),
    ];
  }

  if (move.action === 'complete' && ctx.escrowCents > 0) {
    throw conflict(
      `${formatCents(ctx.escrowCents, currency)} is still in escrow for this collaboration; it completes by itself once every deliverable is approved and paid.`,
    );
  }
  return [];
};

/** Whether a move can touch money at all (so other moves skip the read). */
export const movesMoney = (action: MatchAction) =>
  action === 'propose' ||
  action === 'accept_counter' ||
  action === 'sign_contract' ||
  action === 'complete' ||
  EXITS.includes(action);
