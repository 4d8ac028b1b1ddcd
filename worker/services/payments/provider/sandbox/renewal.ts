import { and, desc, eq } from 'drizzle-orm';
import { sandboxInvoices, sandboxSubscriptions, subscriptions } from '../../../../../db/schema';
import type { Env } from '../../../../env';
import type { Db } from '../../../../lib/db';
import { AppError } from '../../../../lib/errors';
import { periodEndOf } from '../../proration';
import { deliverSandboxEvents, sandboxEvent, type SandboxDelivery } from './deliver';
import { nextEventTime, sandboxId } from './ids';
import { invoiceObject, subscriptionObject } from './objects';
import { cardOf, invoiceNumber, loadSandboxSubscription } from './provider';

/**
 * Development and tests: the end of the current period, now. A subscription set to cancel ends
 * (`customer.subscription.deleted`); otherwise the next period is invoiced and paid (`invoice.paid`) or the card
 * fails (`invoice.payment_failed`, status past_due). A past_due subscription that renews `paid` pays its open invoice.
 */
const renewSandboxSubscription = async ({
  db,
  env,
  subscriptionId,
  outcome,
  delivery = {},
}: {
  db: Db;
  env: Env;
  subscriptionId: string;
  outcome: 'paid' | 'failed';
  delivery?: SandboxDelivery;
}) => {
  const { sub, customer } = await loadSandboxSubscription({ db, id: subscriptionId });
  if (sub.status === 'canceled') throw new AppError('conflict', 'This subscription has already ended.');
  const at = nextEventTime(sub.lastEventAt);
  if (sub.cancelAtPeriodEnd) {
    const [ended] = await db
      .update(sandboxSubscriptions)
      .set({ status: 'canceled', lastEventAt: at })
      .where(eq(sandboxSubscriptions.id, sub.id))
      .returning();
    await deliverSandboxEvents({
      env,
      events: [
        sandboxEvent({ type: 'customer.subscription.deleted', object: subscriptionObject(ended!), created: at }),
      ],
      delivery,
    });
    return { status: 'canceled' as const };
  }
  const [open] = await db
    .select()
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.subscriptionId, sub.id), eq(sandboxInvoices.status, 'open')))
    .orderBy(desc(sandboxInvoices.created))
    .limit(1);
  const status = outcome === 'paid' ? ('active' as const) : ('past_due' as const);
  const period = open
    ? {}
    : { currentPeriodStart: sub.currentPeriodEnd, currentPeriodEnd: periodEndOf(sub.currentPeriodEnd, sub.interval) };
  const [renewed] = await db
    .update(sandboxSubscriptions)
    .set({ status, lastEventAt: at, ...period })
    .where(eq(sandboxSubscriptions.id, sub.id))
    .returning();
  const invoiceStatus = outcome === 'paid' ? ('paid' as const) : ('open' as const);
  const [invoice] = open
    ? await db.update(sandboxInvoices).set({ status: invoiceStatus }).where(eq(sandboxInvoices.id, open.id)).returning()
    : await (() => {
        const id = sandboxId('in');
        return db
          .insert(sandboxInvoices)
          .values({
            id,
            number: invoiceNumber(id),
            subscriptionId: sub.id,
            customerId: sub.customerId,
            amountCents: sub.amountCents,
            currency: sub.currency,
            status: invoiceStatus,
            description: sub.itemName,
            periodStart: renewed!.currentPeriodStart,
            periodEnd: renewed!.currentPeriodEnd,
            created: at,
          })
          .returning();
      })();
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

/** The dev renewal endpoint: ends the current period of the brand's sandbox subscription now (404 without one). */
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
  const [row] = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.brandId, brandId))
    .limit(1);
  if (!row?.id) throw new AppError('not_found', 'That brand has no paid subscription in the sandbox.');
  return renewSandboxSubscription({ db, env, subscriptionId: row.id, outcome, delivery });
};
