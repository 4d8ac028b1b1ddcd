import { and, desc, eq, inArray } from 'drizzle-orm';
import { sandboxCustomers, sandboxInvoices, sandboxSubscriptions, subscriptions } from '../../../../../db/schema';
import type { Env } from '../../../../env';
import type { Db } from '../../../../lib/db';
import { AppError } from '../../../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../../../lib/guarded-batch';
import { periodEndOf } from '../../proration';
import { deliverSandboxEvents, sandboxEvent, type SandboxDelivery } from './deliver';
import { nextEventTime } from './ids';
import { invoiceObject, subscriptionObject } from './objects';
import { cardOf, newSandboxInvoice } from './provider';

type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;
type SandboxCustomer = typeof sandboxCustomers.$inferSelect;
type SandboxInvoice = typeof sandboxInvoices.$inferSelect;

const conflict = 'The subscription changed meanwhile; try again.';

/**
 * Development and tests: the end of the current period, now. A subscription set to cancel ends
 * (`customer.subscription.deleted`); otherwise the next period is invoiced and paid (`invoice.paid`) or the card
 * fails (`invoice.payment_failed`, status past_due). A past_due subscription that renews `paid` pays its open invoice.
 * One guarded batch (the subscription as it was read, else 409), then its events.
 */
const renewSandboxSubscription = async ({
  db,
  env,
  sub,
  customer,
  open,
  outcome,
  delivery = {},
}: {
  db: Db;
  env: Env;
  sub: SandboxSubscription;
  customer: SandboxCustomer;
  open: SandboxInvoice | undefined;
  outcome: 'paid' | 'failed';
  delivery?: SandboxDelivery;
}) => {
  if (sub.status === 'canceled') throw new AppError('conflict', 'This subscription has already ended.');
  const at = nextEventTime(sub.lastEventAt);
  const asRead = and(eq(sandboxSubscriptions.id, sub.id), eq(sandboxSubscriptions.lastEventAt, sub.lastEventAt));
  if (sub.cancelAtPeriodEnd) {
    const [[ended]] = await runGuardedBatch(
      db,
      [
        db.update(sandboxSubscriptions).set({ status: 'canceled', lastEventAt: at }).where(asRead).returning(),
        abortUnlessChanged(db),
      ],
      conflict,
    );
    await deliverSandboxEvents({
      env,
      events: [
        sandboxEvent({ type: 'customer.subscription.deleted', object: subscriptionObject(ended!), created: at }),
      ],
      delivery,
    });
    return { status: 'canceled' as const };
  }
  const status = outcome === 'paid' ? ('active' as const) : ('past_due' as const);
  const period = open
    ? {}
    : { currentPeriodStart: sub.currentPeriodEnd, currentPeriodEnd: periodEndOf(sub.currentPeriodEnd, sub.interval) };
  const invoiceStatus = outcome === 'paid' ? ('paid' as const) : ('open' as const);
  const invoiceWrite = open
    ? db.update(sandboxInvoices).set({ status: invoiceStatus }).where(eq(sandboxInvoices.id, open.id)).returning()
    : db
        .insert(sandboxInvoices)
        .values(
          newSandboxInvoice({
            subscriptionId: sub.id,
            customerId: sub.customerId,
            amountCents: sub.amountCents,
            currency: sub.currency,
            status: invoiceStatus,
            description: sub.itemName,
            periodStart: period.currentPeriodStart ?? sub.currentPeriodStart,
            periodEnd: period.currentPeriodEnd ?? sub.currentPeriodEnd,
            created: at,
          }),
        )
        .returning();
  const [[renewed], , [invoice]] = await runGuardedBatch(
    db,
    [
      db
        .update(sandboxSubscriptions)
        .set({ status, lastEventAt: at, ...period })
        .where(asRead)
        .returning(),
      abortUnlessChanged(db),
      invoiceWrite,
    ],
    conflict,
  );
  await deliverSandboxEvents({
    env,
    events: [
      sandboxEvent({
        type: outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
        object: invoiceObject({ i: invoice!, sub: renewed!, card: outcome === 'paid' ? cardOf(customer) : null }),
        created: at,
      }),
      sandboxEvent({ type: 'customer.subscription.updated', object: subscriptionObject(renewed!), created: at }),
    ],
    delivery,
  });
  return { status };
};

/**
 * The dev renewal endpoint: ends the current period of the brand's sandbox subscription now (404 without one).
 * Two round trips: one read (the brand's sandbox subscription, its customer and its open invoice, by the brand's
 * provider id), then one guarded batch; the webhooks it sends are the receiving requests' own.
 */
export const renewBrandSandboxSubscription = async ({
  db,
  env,
  brandId,
  outcome,
  delivery,
}: {
  db: Db;
  env: Env;
  brandId: string;
  outcome: 'paid' | 'failed';
  delivery: SandboxDelivery;
}) => {
  const providerId = db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.brandId, brandId));
  const [[row], [open]] = await db.batch([
    db
      .select({ sub: sandboxSubscriptions, customer: sandboxCustomers })
      .from(sandboxSubscriptions)
      .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxSubscriptions.customerId))
      .where(inArray(sandboxSubscriptions.id, providerId))
      .limit(1),
    db
      .select()
      .from(sandboxInvoices)
      .where(and(inArray(sandboxInvoices.subscriptionId, providerId), eq(sandboxInvoices.status, 'open')))
      .orderBy(desc(sandboxInvoices.created))
      .limit(1),
  ]);
  if (!row) throw new AppError('not_found', 'That brand has no paid subscription in the sandbox.');
  return renewSandboxSubscription({ db, env, ...row, open, outcome, delivery });
};
