import { createScheduledController } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, paymentEvents } from '../../db/schema';
import { runScheduledWork } from '../../worker/scheduled';
import { SANDBOX_WEBHOOK_SECRET } from '../../worker/services/payments/webhook/secrets';
import { signPaymentPayload } from '../../worker/services/payments/webhook/signature';
import { freeBrand } from './brand-helpers';
import { testDb, testEnv } from './helpers';
import { deliver, nowSec, paymentEvent, planId, postSigned, subscriptionRow, waitForApplied } from './payments-helpers';
import { checkoutObject, invoiceObject, subscriptionObject } from './payments-webhook.fixtures';

describe('payment webhook: signatures (security)', () => {
  const body = JSON.stringify(paymentEvent('ping.test', { id: 'obj_1' }));

  it('refuses a missing, malformed or wrong signature with a clear code', async () => {
    const missing = await postSigned(body, { header: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe('signature_missing');
    expect((await postSigned(body, { header: 'garbage' })).json.code).toBe('signature_invalid');
    const wrong = await postSigned(body, { secret: 'whsec_not_the_right_one_at_all' });
    expect([wrong.status, wrong.json.code]).toEqual([400, 'signature_invalid']);
    const tampered = await postSigned(body.replace('ping', 'pong'), {
      header: await signPaymentPayload({ secret: SANDBOX_WEBHOOK_SECRET, body }),
    });
    expect(tampered.json.code).toBe('signature_invalid');
  });

  it('refuses a delivery signed more than 300 seconds ago (replay), accepts one inside the tolerance', async () => {
    const stale = await postSigned(body, { t: nowSec() - 301 });
    expect([stale.status, stale.json.code]).toEqual([400, 'signature_expired']);
    const fresh = JSON.stringify(paymentEvent('ping.test', { id: 'obj_2' }));
    expect((await postSigned(fresh, { t: nowSec() - 200 })).status).toBe(200);
  });

  it('accepts any matching v1 of several (secret rotation)', async () => {
    const rotated = JSON.stringify(paymentEvent('ping.test', { id: 'obj_3' }));
    const t = nowSec();
    const oldSig = (
      await signPaymentPayload({ secret: 'whsec_the_secret_being_rotated_out', body: rotated, timestamp: t })
    ).split(',')[1];
    const newSig = (await signPaymentPayload({ secret: SANDBOX_WEBHOOK_SECRET, body: rotated, timestamp: t })).split(
      ',',
    )[1];
    const res = await postSigned(rotated, { header: `t=${t},${oldSig},${newSig}` });
    expect(res.status).toBe(200);
  });

  it('answers 413 over 1 MiB and 400 for a signed body that is not an event', async () => {
    const huge = JSON.stringify({ ...paymentEvent('ping.test', { id: 'obj_4' }), pad: 'x'.repeat(1024 * 1024) });
    expect((await postSigned(huge)).status).toBe(413);
    const notEvent = await postSigned(JSON.stringify({ hello: 'world' }));
    expect([notEvent.status, notEvent.json.code]).toEqual([400, 'validation_error']);
    expect((await postSigned('{"not json')).status).toBe(400);
  });
});

describe('payment webhook: storage and application', () => {
  it('stores and acknowledges unknown event types', async () => {
    const event = paymentEvent('radar.early_fraud_warning.created', { id: 'issfr_1' });
    const res = await deliver(event);
    expect(res.json).toEqual({ received: true, duplicate: false });
    await waitForApplied([event.id]);
  });

  it('takes the same event 20 times in parallel with one effect', async () => {
    const { brandId } = await freeBrand();
    const invoice = invoiceObject(brandId, await planId('Growth'), `sub_${crypto.randomUUID().slice(0, 8)}`);
    const event = paymentEvent('invoice.paid', invoice);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(responses.filter((r) => r.json.duplicate === false)).toHaveLength(1);
    await waitForApplied([event.id]);
    expect(await testDb().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
    expect(await testDb().select().from(invoices).where(eq(invoices.providerInvoiceId, invoice.id))).toHaveLength(1);
  });

  it('activates the plan from checkout.session.completed with purpose=subscription and ignores other purposes', async () => {
    const { brandId } = await freeBrand();
    const growth = await planId('Growth');
    const topUp = paymentEvent('checkout.session.completed', {
      ...checkoutObject(brandId, growth),
      mode: 'payment',
      metadata: { purpose: 'wallet_top_up', brand_id: brandId, plan_id: growth },
    });
    const event = paymentEvent('checkout.session.completed', checkoutObject(brandId, growth));
    await deliver(topUp);
    await waitForApplied([topUp.id]);
    expect((await subscriptionRow(brandId)).planId).toBe(await planId('Free'));
    await deliver(event);
    await waitForApplied([event.id]);
    expect(await subscriptionRow(brandId)).toMatchObject({
      planId: growth,
      status: 'active',
      providerSubscriptionId: 'sub_test_1',
      providerCustomerId: 'cus_test_1',
    });
  });

  it('reaches the same state when invoice.paid arrives before checkout.session.completed', async () => {
    const growth = await planId('Growth');
    const t = nowSec();
    const a = await freeBrand();
    const b = await freeBrand();
    const inOrder = [
      paymentEvent('checkout.session.completed', checkoutObject(a.brandId, growth), t),
      paymentEvent('invoice.paid', invoiceObject(a.brandId, growth), t),
    ];
    const reversed = [
      paymentEvent('invoice.paid', invoiceObject(b.brandId, growth), t),
      paymentEvent('checkout.session.completed', checkoutObject(b.brandId, growth), t),
    ];
    for (const e of inOrder) await deliver(e);
    for (const e of reversed) {
      await deliver(e);
      await waitForApplied([e.id]);
    }
    await waitForApplied(inOrder.map((e) => e.id));
    type Row = Awaited<ReturnType<typeof subscriptionRow>>;
    const compared: (keyof Row)[] = [
      'planId',
      'status',
      'currentPeriodStart',
      'currentPeriodEnd',
      'providerSubscriptionId',
      'graceUntil',
    ];
    const pick = (row: Row) => Object.fromEntries(compared.map((field) => [field, row[field]]));
    expect(pick(await subscriptionRow(b.brandId))).toEqual(pick(await subscriptionRow(a.brandId)));
    expect(pick(await subscriptionRow(b.brandId))).toMatchObject({
      planId: growth,
      status: 'active',
      currentPeriodEnd: new Date(1_802_592_000_000).toISOString(),
    });
  });

  it('ignores a customer.subscription.updated older than the stored state', async () => {
    const { brandId } = await freeBrand();
    const growth = await planId('Growth');
    const t = nowSec();
    const current = paymentEvent(
      'customer.subscription.updated',
      subscriptionObject(brandId, growth, { cancel_at_period_end: true }),
      t,
    );
    const stale = paymentEvent(
      'customer.subscription.updated',
      subscriptionObject(brandId, await planId('Starter'), { status: 'past_due' }),
      t - 60,
    );
    await deliver(current);
    await waitForApplied([current.id]);
    await deliver(stale);
    await waitForApplied([stale.id]);
    expect(await subscriptionRow(brandId)).toMatchObject({
      planId: growth,
      status: 'active',
      cancelAtPeriodEnd: true,
      graceUntil: null,
    });
  });

  it('the scheduled handler applies events that were stored but never applied', async () => {
    const { brandId } = await freeBrand();
    const growth = await planId('Growth');
    const event = paymentEvent('checkout.session.completed', checkoutObject(brandId, growth));
    await testDb()
      .insert(paymentEvents)
      .values({
        id: event.id,
        type: event.type,
        created: event.created,
        payload: event,
        receivedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      });
    await runScheduledWork(createScheduledController(), testEnv);
    const [row] = await testDb().select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(row!.appliedAt).toBeTruthy();
    expect((await subscriptionRow(brandId)).planId).toBe(growth);
  });
});
