import { and, eq, inArray, ne } from 'drizzle-orm';
import { campaignMatches, creatorPayouts, deliverables } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { transitionDeliverable } from '../content/deliverable-lifecycle';
import { dispatchEvents, newDomainEvent, type DomainEvent } from '../outbox/outbox';
import { ACCOUNTS } from '../ledger/accounts';
import { ledgerSteps } from '../ledger/ledger-steps';
import { transitionMatch } from '../matches/lifecycle';
import type { PaymentEventHandler } from '../payments/events/handlers';

type Obj = Record<string, any>;
type PayoutRow = typeof creatorPayouts.$inferSelect;

const payoutOf = async (db: Db, event: { data: { object: Obj } }) => {
  const meta = (event.data.object.metadata ?? {}) as Record<string, string>;
  if (meta.purpose !== 'creator_payout' || !meta.payout_id) return null;
  const [row] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, meta.payout_id)).limit(1);
  // A payout event of an older attempt says nothing about the current one.
  if (!row || (meta.attempt && Number(meta.attempt) !== row.attempt)) return null;
  return row;
};

const refsOf = (p: PayoutRow) => ({
  brandId: p.brandId,
  creatorId: p.creatorId,
  campaignId: p.campaignId,
  matchId: p.matchId,
  deliverableId: p.deliverableId,
});
const eventRefs = (p: PayoutRow) => ({
  match_id: p.matchId,
  campaign_id: p.campaignId,
  creator_id: p.creatorId,
  brand_id: p.brandId,
  deliverable_id: p.deliverableId,
  amount_cents: p.amountCents,
  currency: p.currency,
  actor_id: null,
});

/** `transfer.created`: remembers the provider's transfer id (informational; `payout.paid` finishes the payout). */
export const onTransferCreated: PaymentEventHandler = async ({ db, event }) => {
  const payout = await payoutOf(db, event);
  if (payout && !payout.providerTransferId)
    await db
      .update(creatorPayouts)
      .set({ providerTransferId: String(event.data.object.id) })
      .where(eq(creatorPayouts.id, payout.id));
};

/** When every deliverable of the match is paid, the collaboration is complete (a system move; a repeat is a no-op). */
const completeIfAllPaid = async (db: Db, matchId: string): Promise<DomainEvent[]> => {
  const [match] = await db.select().from(campaignMatches).where(eq(campaignMatches.id, matchId)).limit(1);
  if (match?.status !== 'contracted') return [];
  const unpaid = await db
    .select({ id: deliverables.id })
    .from(deliverables)
    .where(and(eq(deliverables.matchId, matchId), ne(deliverables.status, 'paid')))
    .limit(1);
  if (unpaid.length) return [];
  try {
    const { event } = await transitionMatch({
      db,
      match,
      action: 'complete',
      actorId: null,
      note: 'Every deliverable is paid',
    });
    return [event];
  } catch (e) {
    if (e instanceof AppError && e.code === 'conflict') return [];
    throw e;
  }
};

/**
 * `payout.paid`: the money reached the creator's bank. In one batch: the payout is paid, in transit → paid out,
 * the deliverable becomes `paid` (with a `payment.paid_out` event for both sides); then the match completes
 * once all its deliverables are paid. Copies and reorderings change nothing more.
 */
export const onPayoutPaid: PaymentEventHandler = async ({ db, env, event }) => {
  const payout = await payoutOf(db, event);
  if (!payout || payout.status === 'paid') return;
  const [d] = await db.select().from(deliverables).where(eq(deliverables.id, payout.deliverableId)).limit(1);
  if (!d) return;
  const paidAt = new Date(event.created * 1000).toISOString();
  const steps = [
    db
      .update(creatorPayouts)
      .set({ status: 'paid', paidAt, providerPayoutId: String(event.data.object.id) })
      .where(and(eq(creatorPayouts.id, payout.id), inArray(creatorPayouts.status, ['transferring', 'in_transit']))),
    abortUnlessChanged(db),
    ...ledgerSteps({
      db,
      input: {
        idempotencyKey: `payout_paid:${payout.id}`,
        kind: 'payout_paid',
        currency: payout.currency,
        ...refsOf(payout),
        memo: 'Paid out to the bank',
        entries: [
          { account: ACCOUNTS.creatorInTransit(payout.creatorId, payout.currency), amountCents: -payout.amountCents },
          { account: ACCOUNTS.creatorPaidOut(payout.creatorId, payout.currency), amountCents: payout.amountCents },
        ],
      },
    }),
  ];
  const events: DomainEvent[] = [];
  try {
    const { event: paid } = await transitionDeliverable({
      db,
      deliverable: { ...d, creatorId: payout.creatorId, brandId: payout.brandId },
      action: 'pay',
      actorId: null,
      payload: { amount_cents: payout.amountCents, fee_cents: payout.feeCents, currency: payout.currency },
      also: steps,
    });
    events.push(paid);
  } catch (e) {
    if (!(e instanceof AppError && e.code === 'conflict')) throw e;
    return;
  }
  events.push(...(await completeIfAllPaid(db, payout.matchId)));
  await dispatchEvents({ env, db, events });
};

/** `payout.failed`: the money comes back to the creator's payable; they are told to fix their bank details (a new attempt follows `account.updated`). */
export const onPayoutFailed: PaymentEventHandler = async ({ db, env, event }) => {
  const payout = await payoutOf(db, event);
  if (!payout || payout.status === 'paid' || payout.status === 'failed') return;
  const message = String(event.data.object.failure_message ?? 'The bank refused the payout.');
  const { event: failed, insert } = newDomainEvent({
    db,
    type: 'payment.payout_failed',
    payload: {
      ...eventRefs(payout),
      reason: message,
    },
  });
  try {
    await runGuardedBatch(
      db,
      [
        db
          .update(creatorPayouts)
          .set({ status: 'failed', failedAt: new Date(event.created * 1000).toISOString(), failureMessage: message })
          .where(and(eq(creatorPayouts.id, payout.id), inArray(creatorPayouts.status, ['transferring', 'in_transit']))),
        abortUnlessChanged(db),
        ...ledgerSteps({
          db,
          input: {
            idempotencyKey: `payout_failed:${payout.id}:${payout.attempt}`,
            kind: 'payout_failed',
            currency: payout.currency,
            ...refsOf(payout),
            memo: message,
            entries: [
              {
                account: ACCOUNTS.creatorInTransit(payout.creatorId, payout.currency),
                amountCents: -payout.amountCents,
              },
              { account: ACCOUNTS.creatorPayable(payout.creatorId, payout.currency), amountCents: payout.amountCents },
            ],
          },
        }),
        insert,
      ],
      'Already settled.',
    );
  } catch (e) {
    if (!(e instanceof AppError && e.code === 'conflict')) throw e;
    return;
  }
  await dispatchEvents({ env, db, events: [failed] });
};
