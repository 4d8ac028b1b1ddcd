import { sql } from 'drizzle-orm';
import { invoices } from '../../../../db/schema';
import type { Db } from '../../../lib/db';
import type { PaymentEvent } from '../provider/types';
import type { PaymentEventHandler } from './handlers';
import { providerIdOf, type ProviderObject } from './provider-object';
import {
  applySubscriptionState,
  eventOrderMs,
  freePlanId,
  freeState,
  isoOfUnix,
  knownPlanIds,
  planFromMetadata,
  type SubscriptionState,
} from './subscription-state';

type Obj = ProviderObject;
const metaOf = (o: Obj): Record<string, string> | undefined => o.metadata ?? undefined;
/** Stripe copies a subscription's metadata onto its invoices under `subscription_details` (newer API: `parent`). */
const invoiceMeta = (o: Obj): Record<string, string> | undefined =>
  o.subscription_details?.metadata ??
  o.parent?.subscription_details?.metadata ??
  (Object.keys(o.metadata ?? {}).length ? o.metadata : undefined);
const invoiceSubscription = (o: Obj) =>
  providerIdOf(o.subscription) ?? providerIdOf(o.parent?.subscription_details?.subscription);

const cardOf = (o: Obj): Pick<SubscriptionState, 'cardBrand' | 'cardLast4'> => {
  const card = o.charge?.payment_method_details?.card ?? o.payment_method_details?.card;
  return card?.brand && card?.last4 ? { cardBrand: String(card.brand), cardLast4: String(card.last4) } : {};
};

const isSubscriptionPurpose = (meta: Record<string, string> | undefined) =>
  meta?.purpose === 'subscription' && !!meta.brand_id;

const onCheckoutCompleted: PaymentEventHandler = async ({ db, event }) => {
  const session = event.data.object as Obj;
  const meta = metaOf(session);
  if (session.mode !== 'subscription' || !isSubscriptionPurpose(meta)) return;
  const plan = planFromMetadata({ meta, created: event.created, known: await knownPlanIds(db) });
  if (!plan) return;
  await applySubscriptionState({
    db,
    brandId: meta!.brand_id!,
    orderMs: eventOrderMs({ created: event.created, meta }),
    state: {
      ...plan,
      status: 'active',
      providerCustomerId: providerIdOf(session.customer),
      providerSubscriptionId: providerIdOf(session.subscription),
    },
  });
};

const STATUS: Record<string, SubscriptionState['status']> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
};

const subscriptionPeriod = (sub: Obj) => {
  // Newer API versions keep the period on the subscription item.
  const start = sub.current_period_start ?? sub.items?.data?.[0]?.current_period_start;
  const end = sub.current_period_end ?? sub.items?.data?.[0]?.current_period_end;
  return typeof start === 'number' && typeof end === 'number'
    ? { currentPeriodStart: isoOfUnix(start), currentPeriodEnd: isoOfUnix(end) }
    : {};
};

const toFree = async (db: Db, event: PaymentEvent, sub: Obj) => {
  const meta = metaOf(sub);
  const free = await freePlanId(db);
  if (free)
    await applySubscriptionState({
      db,
      brandId: meta!.brand_id!,
      orderMs: eventOrderMs({ created: event.created, meta }),
      state: freeState(free),
      onlySubscriptionId: sub.id,
    });
};

const onSubscriptionChanged: PaymentEventHandler = async ({ db, event }) => {
  const sub = event.data.object as Obj;
  const meta = metaOf(sub);
  if (!isSubscriptionPurpose(meta)) return;
  const brandId = meta!.brand_id!;
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return toFree(db, event, sub);
  const status = STATUS[String(sub.status)];
  const periodStart = sub.current_period_start ?? sub.items?.data?.[0]?.current_period_start;
  const plan = planFromMetadata({
    meta,
    created: event.created,
    known: await knownPlanIds(db),
    periodStart: typeof periodStart === 'number' ? periodStart : undefined,
  });
  if (!status || !plan) return;
  await applySubscriptionState({
    db,
    brandId,
    orderMs: eventOrderMs({ created: event.created, meta }),
    state: {
      ...plan,
      status,
      ...subscriptionPeriod(sub),
      cancelAtPeriodEnd: sub.cancel_at_period_end === true,
      providerCustomerId: providerIdOf(sub.customer),
      providerSubscriptionId: sub.id,
    },
  });
};

const onSubscriptionDeleted: PaymentEventHandler = async ({ db, event }) => {
  const sub = event.data.object as Obj;
  if (isSubscriptionPurpose(metaOf(sub))) await toFree(db, event, sub);
};

/** Invoice rows only move forward: open → payment_failed → paid; a paid invoice never goes back. */
const STATUS_RANK = sql`CASE ${invoices.status} WHEN 'paid' THEN 2 WHEN 'payment_failed' THEN 1 ELSE 0 END`;

const recordInvoice = async (
  db: Db,
  event: PaymentEvent,
  brandId: string,
  planId: string | null,
  status: 'paid' | 'payment_failed',
) => {
  const inv = event.data.object as Obj;
  const line = inv.lines?.data?.[0];
  const card = cardOf(inv);
  const rank = status === 'paid' ? 2 : 1;
  await db
    .insert(invoices)
    .values({
      brandId,
      providerInvoiceId: inv.id,
      number: String(inv.number ?? inv.id),
      planId,
      description: String(line?.description ?? inv.description ?? 'Subscription'),
      amountCents: Number(status === 'paid' ? (inv.amount_paid ?? inv.total ?? 0) : (inv.amount_due ?? inv.total ?? 0)),
      currency: String(inv.currency ?? 'usd').toUpperCase(),
      status,
      periodStart: typeof line?.period?.start === 'number' ? isoOfUnix(line.period.start) : null,
      periodEnd: typeof line?.period?.end === 'number' ? isoOfUnix(line.period.end) : null,
      cardBrand: card.cardBrand ?? null,
      cardLast4: card.cardLast4 ?? null,
      issuedAt: isoOfUnix(Number(inv.created ?? event.created)),
      paidAt: status === 'paid' ? isoOfUnix(Number(inv.status_transitions?.paid_at ?? event.created)) : null,
    })
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: {
        status: sql`excluded.status`,
        amountCents: sql`excluded.amount_cents`,
        paidAt: sql`excluded.paid_at`,
        cardBrand: sql`excluded.card_brand`,
        cardLast4: sql`excluded.card_last4`,
      },
      setWhere: sql`${STATUS_RANK} < ${rank}`,
    });
};

const onInvoice =
  (status: 'paid' | 'payment_failed'): PaymentEventHandler =>
  async ({ db, event }) => {
    const inv = event.data.object as Obj;
    const meta = invoiceMeta(inv);
    const subscriptionId = invoiceSubscription(inv);
    if (!isSubscriptionPurpose(meta) || !subscriptionId) return;
    const brandId = meta!.brand_id!;
    const line = inv.lines?.data?.[0];
    const periodStart =
      line?.proration !== true && typeof line?.period?.start === 'number' ? (line.period.start as number) : undefined;
    const plan = planFromMetadata({ meta, created: event.created, known: await knownPlanIds(db), periodStart });
    await recordInvoice(db, event, brandId, plan?.planId ?? null, status);
    const period =
      status === 'paid' && typeof line?.period?.end === 'number' && line?.proration !== true
        ? { currentPeriodStart: isoOfUnix(line.period.start), currentPeriodEnd: isoOfUnix(line.period.end) }
        : {};
    await applySubscriptionState({
      db,
      brandId,
      orderMs: eventOrderMs({ created: event.created, meta }),
      onlySubscriptionId: subscriptionId,
      state: {
        ...(plan ?? {}),
        status: status === 'paid' ? 'active' : 'past_due',
        ...period,
        ...cardOf(inv),
        providerCustomerId: providerIdOf(inv.customer),
        providerSubscriptionId: subscriptionId,
      },
    });
  };

/** Plans (issue 9): checkout with purpose=subscription, the subscription's life and its invoices. */
export const SUBSCRIPTION_EVENT_HANDLERS: Record<string, PaymentEventHandler[]> = {
  'checkout.session.completed': [onCheckoutCompleted],
  'customer.subscription.created': [onSubscriptionChanged],
  'customer.subscription.updated': [onSubscriptionChanged],
  'customer.subscription.deleted': [onSubscriptionDeleted],
  'invoice.paid': [onInvoice('paid')],
  'invoice.payment_failed': [onInvoice('payment_failed')],
};
