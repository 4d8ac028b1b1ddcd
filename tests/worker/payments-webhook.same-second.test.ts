import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, paymentEvents } from '../../db/schema';
import { freeBrand } from './brand-helpers';
import { testDb } from './helpers';
import { deliver, nowSec, paymentEvent, planId, subscriptionRow, waitForApplied } from './payments-helpers';
import { invoiceObject, planMetadata, subscriptionObject } from './payments-webhook.fixtures';

const DAY = 86_400;

/**
 * A brand upgrades to Growth and, within the same second, downgrades back to Starter (issue 15): the provider stamps
 * all three events (the upgrade, its prorated invoice, the downgrade) with the same `created` second. Each of our
 * changes carries its millisecond stamp in the subscription's metadata, which orders them.
 */
const sameSecondChanges = async (brandId: string, t: number) => {
  const [growth, starter] = [await planId('Growth'), await planId('Starter')];
  const period = { current_period_start: t - 10 * DAY, current_period_end: t + 20 * DAY };
  const upgraded = { ...planMetadata(brandId, growth), changed_at_ms: String(t * 1000 + 100) };
  const downgraded = {
    ...planMetadata(brandId, starter),
    previous_plan_id: growth,
    previous_period: 'month',
    plan_change_at: String(period.current_period_end),
    changed_at_ms: String(t * 1000 + 700),
  };
  const invoice = invoiceObject(brandId, growth);
  return {
    upgrade: paymentEvent(
      'customer.subscription.updated',
      subscriptionObject(brandId, growth, { ...period, metadata: upgraded }),
      t,
    ),
    proration: paymentEvent(
      'invoice.paid',
      {
        ...invoice,
        lines: {
          data: [
            { description: 'Growth (prorated)', proration: true, period: { start: t, end: period.current_period_end } },
          ],
        },
        subscription_details: { metadata: upgraded },
      },
      t,
    ),
    downgrade: paymentEvent(
      'customer.subscription.updated',
      subscriptionObject(brandId, starter, { ...period, metadata: downgraded }),
      t,
    ),
    expected: {
      planId: growth,
      billingPeriod: 'month',
      pendingPlanId: starter,
      pendingBillingPeriod: 'month',
      pendingChangeAt: new Date(period.current_period_end * 1000).toISOString(),
      status: 'active',
      providerStateAt: t * 1000 + 700,
    },
    invoiceId: invoice.id,
  };
};

/** Delivers each event and waits until it is applied, so they apply in exactly this order. */
const deliverInOrder = async (events: { id: string }[]) => {
  for (const event of events) {
    expect((await deliver(event)).status).toBe(200);
    await waitForApplied([event.id]);
  }
};

describe('payment webhook: events of the same second (issue 15)', () => {
  it('an upgrade and a downgrade in one second, in either order and redelivered: the downgrade stays pending, nothing doubled', async () => {
    const t = nowSec();
    const inOrder = await freeBrand();
    const reversed = await freeBrand();
    const a = await sameSecondChanges(inOrder.brandId, t);
    const b = await sameSecondChanges(reversed.brandId, t);

    await deliverInOrder([a.upgrade, a.proration, a.downgrade]);
    // The newest change first, then the two older events of the same second, then each of them again.
    await deliverInOrder([b.downgrade, b.proration, b.upgrade, b.downgrade, b.proration]);

    for (const [brandId, events] of [
      [inOrder.brandId, a],
      [reversed.brandId, b],
    ] as const) {
      expect(await subscriptionRow(brandId)).toMatchObject(events.expected);
      const invoiceRows = await testDb().select().from(invoices).where(eq(invoices.brandId, brandId));
      expect(invoiceRows.map((i) => [i.providerInvoiceId, i.status])).toEqual([[events.invoiceId, 'paid']]);
    }
    for (const event of [b.downgrade, b.proration, b.upgrade])
      expect(await testDb().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  });
});
