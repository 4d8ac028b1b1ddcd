import { and, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPayments,
  sandboxSubscriptions,
} from '../../../../../db/schema';
import type { Env } from '../../../../env';
import type { Db } from '../../../../lib/db';
import { AppError } from '../../../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../../../lib/guarded-batch';
import { periodEndOf } from '../../proration';
import { deliverSandboxEvents, sandboxEvent, type SandboxDelivery } from './deliver';
import { nowSeconds, sandboxId } from './ids';
import { checkoutSessionObject, invoiceObject, subscriptionObject } from './objects';
import { newSandboxInvoice } from './provider';

export const loadCheckoutSession = async ({ db, id }: { db: Db; id: string }) => {
  const [session] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)).limit(1);
  return session ?? null;
};

type Session = typeof sandboxCheckoutSessions.$inferSelect;
const successUrlOf = (session: Session) => session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);

/**
 * Pays an open session with an accepted card: the customer's card, the subscription and its first invoice (or
 * the one-off payment), then checkout.session.completed and friends, delivered like Stripe would. Paying twice
 * (a double click) pays once. Returns where the payer goes next.
 */
export const paySandboxCheckout = async ({
  db,
  env,
  session,
  card,
  delivery,
}: {
  db: Db;
  env: Env;
  session: Session;
  card: { brand: string; last4: string };
  delivery: SandboxDelivery;
}) => {
  if (session.status !== 'open') return session.status === 'complete' ? successUrlOf(session) : session.cancelUrl;
  const at = nowSeconds();
  /**
   * One guarded batch completes the open session (a parallel submit that won makes it abort: 409), saves the card
   * and writes what was bought; then the bought objects' events and the completed session (Stripe's own order).
   */
  const complete = async ({
    ids,
    writes,
    events,
  }: {
    ids: { subscriptionId: string } | { paymentIntentId: string };
    writes: BatchItem<'sqlite'>[];
    events: ReturnType<typeof sandboxEvent>[];
  }) => {
    await runGuardedBatch(
      db,
      [
        db
          .update(sandboxCheckoutSessions)
          .set({ status: 'complete', subscriptionId: null, paymentIntentId: null, ...ids })
          .where(and(eq(sandboxCheckoutSessions.id, session.id), eq(sandboxCheckoutSessions.status, 'open'))),
        abortUnlessChanged(db),
        db
          .update(sandboxCustomers)
          .set({ cardBrand: card.brand, cardLast4: card.last4 })
          .where(eq(sandboxCustomers.id, session.customerId)),
        ...writes,
      ],
      'already paid',
    );
    const done = { ...session, status: 'complete' as const, ...ids };
    await deliverSandboxEvents({
      env,
      events: [
        ...events,
        sandboxEvent({ type: 'checkout.session.completed', object: checkoutSessionObject(done), created: at }),
      ],
      delivery,
    });
    return successUrlOf(done);
  };
  // Who pays what: the subscription, its first invoice or the one-off payment all carry the session's.
  const sale = { customerId: session.customerId, amountCents: session.amountCents, currency: session.currency };
  try {
    if (session.mode === 'subscription') {
      const interval = session.interval ?? 'month';
      const subscription = {
        id: sandboxId('sub'),
        ...sale,
        status: 'active' as const,
        itemName: session.itemName,
        interval,
        currentPeriodStart: at,
        currentPeriodEnd: periodEndOf(at, interval),
        cancelAtPeriodEnd: false,
        metadata: session.metadata,
        lastEventAt: at,
      };
      const invoice = newSandboxInvoice({
        subscriptionId: subscription.id,
        ...sale,
        status: 'paid',
        description: session.itemName,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        created: at,
      });
      // Stripe's own order, all in one second: the subscription, its paid first invoice, the completed session.
      return await complete({
        ids: { subscriptionId: subscription.id },
        writes: [db.insert(sandboxSubscriptions).values(subscription), db.insert(sandboxInvoices).values(invoice)],
        events: [
          sandboxEvent({
            type: 'customer.subscription.created',
            object: subscriptionObject(subscription),
            created: at,
          }),
          sandboxEvent({
            type: 'invoice.paid',
            object: invoiceObject({ i: invoice, sub: subscription, card }),
            created: at,
          }),
        ],
      });
    }
    const payment = {
      id: sandboxId('pi'),
      ...sale,
      metadata: session.metadata,
      created: at,
    };
    return await complete({
      ids: { paymentIntentId: payment.id },
      writes: [db.insert(sandboxPayments).values(payment)],
      events: [],
    });
  } catch (e) {
    // A parallel submit of the same session won: it delivers the events; this one just follows.
    if (e instanceof AppError && e.status === 409) return successUrlOf(session);
    throw e;
  }
};

/** The payer leaves: the session expires and nothing is charged. */
export const cancelSandboxCheckout = async ({ db, session }: { db: Db; session: Session }) => {
  if (session.status === 'open')
    await db
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(sandboxCheckoutSessions.id, session.id), eq(sandboxCheckoutSessions.status, 'open')));
  return session.status === 'complete' ? successUrlOf(session) : session.cancelUrl;
};
