import type { TErrorCode } from '../../../../schemas/errors';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  sandboxAccounts,
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPayments,
  sandboxRefunds,
  sandboxSubscriptions,
  sandboxTransfers,
  subscriptions,
} from '../../../../../db/schema';
import type { Env } from '../../../../env';
import type { Db } from '../../../../lib/db';
import { AppError } from '../../../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../../../lib/guarded-batch';
import { periodEndOf, prorationCents } from '../../proration';
import type { PaymentProvider } from '../types';
import { deliverSandboxEvents, sandboxEvent, type SandboxDelivery } from './deliver';
import { keyedSandboxId, nextEventTime, nowSeconds, sandboxId } from './ids';
import { chargeObject, invoiceObject, payoutObject, subscriptionObject, transferObject } from './objects';

const providerError = (code: TErrorCode, detail: string) => new AppError(code, detail, { status: 409 });

/** The base every hosted sandbox page is served under: this Worker's own public origin. */
const sandboxPageUrl = ({ env, path }: { env: Env; path: string }) => new URL(path, env.PUBLIC_URL).toString();

const invoiceNumber = (invoiceId: string) => `SBX-${invoiceId.slice(3, 11).toUpperCase()}`;

/** A new invoice row of a subscription: a fresh `in_…` id and the number printed from it, then the given facts. */
export const newSandboxInvoice = (fields: Omit<typeof sandboxInvoices.$inferInsert, 'id' | 'number'>) => {
  const id = sandboxId('in');
  return { id, number: invoiceNumber(id), ...fields };
};

const loadSandboxSubscription = async ({ db, id }: { db: Db; id: string }) => {
  const [row] = await db
    .select({ sub: sandboxSubscriptions, customer: sandboxCustomers })
    .from(sandboxSubscriptions)
    .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxSubscriptions.customerId))
    .where(eq(sandboxSubscriptions.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found', 'No such sandbox subscription.', { status: 404 });
  return row;
};

type SandboxSubscriptionRow = Awaited<ReturnType<typeof loadSandboxSubscription>>;

/** The brand's sandbox subscription with its customer, by our subscription's provider id (no row without one). */
const sandboxSubscriptionOf = (db: Db, brandId: string) =>
  db
    .select({ sub: sandboxSubscriptions, customer: sandboxCustomers })
    .from(sandboxSubscriptions)
    .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxSubscriptions.customerId))
    .where(
      inArray(
        sandboxSubscriptions.id,
        db
          .select({ id: subscriptions.providerSubscriptionId })
          .from(subscriptions)
          .where(eq(subscriptions.brandId, brandId)),
      ),
    )
    .limit(1);

export const cardOf = (customer: typeof sandboxCustomers.$inferSelect) =>
  customer.cardBrand && customer.cardLast4 ? { brand: customer.cardBrand, last4: customer.cardLast4 } : null;

/**
 * PAYMENT_PROVIDER=sandbox: behaves like Stripe from the outside. State lives in the sandbox_* tables; every
 * change is announced with Stripe-shaped events, signed and delivered to our own webhook in-process.
 */
export const createSandboxPaymentProvider = ({
  db,
  env,
  delivery,
}: {
  db: Db;
  env: Env;
  delivery?: SandboxDelivery;
}): PaymentProvider => ({
  name: 'sandbox',

  // Writes nothing itself: the customer and the session are inserts the caller runs in its own batch. The same
  // idempotency key gives the same session id, so a repeated call names the session the first one wrote.
  async createCheckoutSession(input) {
    if (input.mode === 'subscription' && !input.lineItem.interval)
      throw new AppError('validation_error', 'A subscription line item needs an interval.');
    const customerId = input.customerId ?? sandboxId('cus');
    const id = input.idempotencyKey ? await keyedSandboxId('cs', input.idempotencyKey) : sandboxId('cs');
    const writes = [
      db
        .insert(sandboxCustomers)
        .values({ id: customerId, email: input.customerEmail, reference: input.brandId })
        .onConflictDoNothing(),
      db
        .insert(sandboxCheckoutSessions)
        .values({
          id,
          mode: input.mode,
          customerId,
          customerEmail: input.customerEmail,
          itemName: input.lineItem.name,
          amountCents: input.lineItem.amountCents,
          currency: input.lineItem.currency,
          interval: input.lineItem.interval ?? null,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey ?? null,
          created: nowSeconds(),
        })
        .onConflictDoNothing(),
    ];
    return { id, url: sandboxPageUrl({ env, path: `/dev/checkout/${id}` }), writes };
  },

  // One guarded update in the caller's batch (a subscription that has ended aborts it), then its event.
  async setCancelAtPeriodEnd({ subscriptionId, cancel, metadata }) {
    const writes = [
      db
        .update(sandboxSubscriptions)
        .set({
          cancelAtPeriodEnd: cancel,
          // Merged as Stripe merges an update's metadata into the object's.
          metadata: sql`json_patch(${sandboxSubscriptions.metadata}, ${JSON.stringify(metadata)})`,
          lastEventAt: sql`max(${nowSeconds()}, ${sandboxSubscriptions.lastEventAt} + 1)`,
        })
        .where(and(eq(sandboxSubscriptions.id, subscriptionId), ne(sandboxSubscriptions.status, 'canceled'))),
      abortUnlessChanged(db),
    ];
    const announce = async () => {
      const { sub } = await loadSandboxSubscription({ db, id: subscriptionId });
      await deliverSandboxEvents({
        env,
        events: [
          sandboxEvent({
            type: 'customer.subscription.updated',
            object: subscriptionObject(sub),
            created: sub.lastEventAt,
          }),
        ],
        delivery,
      });
    };
    return { writes, announce };
  },

  subscriptionRead: (brandId) => sandboxSubscriptionOf(db, brandId),

  // One guarded update (the subscription as it was read, else the caller's batch aborts) and, for an upgrade, its
  // prorated invoice, in the caller's batch; their events once it has committed.
  async changeSubscriptionPrice({ subscriptionId, lineItem, prorate, metadata, read }) {
    const found = read
      ? (read as SandboxSubscriptionRow[])[0]
      : await loadSandboxSubscription({ db, id: subscriptionId });
    if (!found || found.sub.id !== subscriptionId)
      throw new AppError('not_found', 'No such sandbox subscription.', { status: 404 });
    const { sub, customer } = found;
    if (sub.status === 'canceled') throw providerError('subscription_canceled', 'This subscription has already ended.');
    const interval = lineItem.interval ?? sub.interval;
    const at = nextEventTime(sub.lastEventAt);
    const proration = prorate
      ? prorationCents({
          oldAmountCents: sub.amountCents,
          oldInterval: sub.interval,
          newAmountCents: lineItem.amountCents,
          newInterval: interval,
          periodStart: sub.currentPeriodStart,
          periodEnd: sub.currentPeriodEnd,
          now: at,
        })
      : { amountCents: 0, restartsPeriod: false };
    const period = proration.restartsPeriod
      ? { currentPeriodStart: at, currentPeriodEnd: periodEndOf(at, interval) }
      : {};
    const set = {
      itemName: lineItem.name,
      amountCents: lineItem.amountCents,
      currency: lineItem.currency,
      interval,
      metadata: { ...sub.metadata, ...metadata },
      lastEventAt: at,
      ...period,
    };
    const updated = { ...sub, ...set };
    const writes: BatchItem<'sqlite'>[] = [
      db
        .update(sandboxSubscriptions)
        .set(set)
        .where(and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.lastEventAt, sub.lastEventAt))),
      abortUnlessChanged(db),
    ];
    const events = [
      sandboxEvent({ type: 'customer.subscription.updated', object: subscriptionObject(updated), created: at }),
    ];
    if (proration.amountCents > 0) {
      const invoice = newSandboxInvoice({
        subscriptionId: sub.id,
        customerId: sub.customerId,
        amountCents: proration.amountCents,
        currency: lineItem.currency,
        status: 'paid' as const,
        description: `${lineItem.name} (prorated upgrade)`,
        periodStart: at,
        periodEnd: updated.currentPeriodEnd,
        created: at,
      });
      writes.push(db.insert(sandboxInvoices).values(invoice));
      events.push(
        sandboxEvent({
          type: 'invoice.paid',
          object: invoiceObject({
            i: invoice,
            sub: updated,
            card: cardOf(customer),
            proration: !proration.restartsPeriod,
          }),
          created: at,
        }),
      );
    }
    return { writes, announce: () => deliverSandboxEvents({ env, events, delivery }) };
  },

  async refund(input) {
    const byKey = () =>
      db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey)).limit(1);
    const [existing] = await byKey();
    if (existing) return { id: existing.id };
    const prepared = await this.prepareRefund(input);
    try {
      await runGuardedBatch(db, prepared.writes as [BatchItem<'sqlite'>], 'refund conflict');
    } catch (e) {
      if (!(e instanceof AppError) || e.status !== 409) throw e;
      const [raced] = await byKey();
      if (raced) return { id: raced.id };
      throw providerError('refund_exceeds_payment', 'The refund is more than what is left of that payment.');
    }
    return prepared.send();
  },

  // The refund row (once per key: its id follows from the key) and the payment's refunded total (never above the
  // payment), each guarded so the caller's batch aborts otherwise; `send` announces it with `charge.refunded`.
  async prepareRefund({ paymentId, amountCents, metadata, idempotencyKey }) {
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      throw new AppError('validation_error', 'A refund needs a positive whole amount of cents.');
    const id = await keyedSandboxId('re', idempotencyKey);
    const at = nowSeconds();
    const writes = [
      db
        .insert(sandboxRefunds)
        .values({ id, paymentId, amountCents, metadata, idempotencyKey, created: at })
        .onConflictDoNothing(),
      abortUnlessChanged(db),
      db
        .update(sandboxPayments)
        .set({ refundedCents: sql`${sandboxPayments.refundedCents} + ${amountCents}` })
        .where(
          and(
            eq(sandboxPayments.id, paymentId),
            sql`${sandboxPayments.refundedCents} + ${amountCents} <= ${sandboxPayments.amountCents}`,
          ),
        ),
      abortUnlessChanged(db),
    ];
    const send = async () => {
      const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
      await deliverSandboxEvents({
        env,
        events: [
          sandboxEvent({
            type: 'charge.refunded',
            object: chargeObject(payment!, { id, amountCents, metadata, created: at }),
            created: at,
          }),
        ],
        delivery,
      });
      return { id };
    };
    return { id, writes, send };
  },

  // Both write only through the caller's batch: one account per creator (as Stripe's idempotency key gives), and
  // the page the onboarding returns to.
  async createPayoutAccount({ creatorId, email, country, metadata }) {
    const id = await keyedSandboxId('acct', creatorId);
    const at = nowSeconds();
    const insert = db
      .insert(sandboxAccounts)
      .values({ id, email, country, metadata: { ...metadata, creator_id: creatorId }, created: at, lastEventAt: at })
      .onConflictDoNothing();
    return { accountId: id, writes: [insert] };
  },

  async createPayoutOnboardingLink({ accountId, returnUrl }) {
    const remember = db.update(sandboxAccounts).set({ returnUrl }).where(eq(sandboxAccounts.id, accountId));
    return { url: sandboxPageUrl({ env, path: `/dev/connect/${accountId}` }), writes: [remember] };
  },

  async createTransfer({ accountId, amountCents, currency, metadata, idempotencyKey }) {
    const [existing] = await db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.idempotencyKey, idempotencyKey))
      .limit(1);
    if (existing) return { id: existing.id };
    const [account] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId)).limit(1);
    if (!account) throw new AppError('not_found', 'No such payout account.', { status: 404 });
    if (!account.legalName || !account.bankLast4 || !account.taxFormSigned)
      throw providerError(
        'payout_account_not_ready',
        'The payout account cannot receive transfers until its onboarding is complete.',
      );
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      throw new AppError('validation_error', 'A transfer needs a positive whole amount of cents.');
    const at = nowSeconds();
    const [transfer] = await db
      .insert(sandboxTransfers)
      .values({
        id: sandboxId('tr'),
        accountId,
        amountCents,
        currency,
        metadata,
        idempotencyKey,
        payoutId: sandboxId('po'),
        payoutStatus: account.failPayouts ? 'failed' : 'paid',
        created: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!transfer) {
      const [raced] = await db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, idempotencyKey))
        .limit(1);
      return { id: raced!.id };
    }
    await deliverSandboxEvents({
      env,
      events: [
        sandboxEvent({ type: 'transfer.created', object: transferObject(transfer), created: at }),
        sandboxEvent({
          type: transfer.payoutStatus === 'paid' ? 'payout.paid' : 'payout.failed',
          object: payoutObject(transfer),
          created: at + 1,
          account: accountId,
        }),
      ],
      delivery,
    });
    return { id: transfer.id };
  },
});
