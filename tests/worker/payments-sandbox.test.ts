import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, paymentEvents, sandboxCheckoutSessions, sandboxInvoices } from '../../db/schema';
import { freeBrand } from './brand-helpers';
import { api, testDb, testEnv } from './helpers';
import {
  SELF_fetch,
  buyInSandbox,
  paidSubscriptionId,
  eventsAbout,
  payOnPage,
  planId,
  sandbox,
  subscriptionRow,
  waitForAllApplied,
} from './payments-helpers';

const topUpSession = (brandId: string, amountCents = 50_000) =>
  sandbox().createCheckoutSession({
    mode: 'payment',
    brandId,
    customerEmail: 'wallet@example.test',
    lineItem: { name: 'Creator spend top-up', amountCents, currency: 'USD' },
    successUrl: `${testEnv.PUBLIC_URL}/brand/creator-spend-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${testEnv.PUBLIC_URL}/brand/payment/cancel`,
    metadata: { purpose: 'wallet_top_up', brand_id: brandId },
    idempotencyKey: `top-up-${crypto.randomUUID()}`,
  });

const sessionRow = async (id: string) =>
  (await testDb().select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)))[0]!;

/** Waits until all three events of a paid subscription checkout are applied (the session, the subscription, its invoice). */
const waitForCheckoutApplied = async (sessionId: string) => {
  await waitForAllApplied(sessionId, 1);
  const subscriptionId = (await sessionRow(sessionId)).subscriptionId!;
  await waitForAllApplied(subscriptionId, 1);
  const [invoice] = await testDb()
    .select({ id: sandboxInvoices.id })
    .from(sandboxInvoices)
    .where(eq(sandboxInvoices.subscriptionId, subscriptionId));
  await waitForAllApplied(invoice!.id, 1);
};

describe('sandbox hosted checkout', () => {
  it('shows the line item and amount, without any script, and pays a subscription: plan, invoice and period land by webhook', async () => {
    const { brandId } = await freeBrand();
    const growth = await planId('Growth');
    const session = await sandbox().createCheckoutSession({
      mode: 'subscription',
      brandId,
      customerEmail: 'a@example.test',
      lineItem: { name: 'Growth plan (monthly)', amountCents: 79_900, currency: 'USD', interval: 'month' },
      successUrl: `${testEnv.PUBLIC_URL}/brand/billing?checkout=success`,
      cancelUrl: `${testEnv.PUBLIC_URL}/brand/payment/cancel`,
      metadata: { purpose: 'subscription', brand_id: brandId, plan_id: growth, period: 'month' },
    });
    expect(session.url).toBe(`${testEnv.PUBLIC_URL}/dev/checkout/${session.id}`);
    const page = await SELF_fetch(`/dev/checkout/${session.id}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Growth plan (monthly)');
    expect(html).toContain('$799.00');
    expect(html).toMatch(/name="card_number"/);
    expect(html).not.toMatch(/<script|onclick=|onsubmit=/i);

    const paid = await payOnPage(session.id, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${testEnv.PUBLIC_URL}/brand/billing?checkout=success`);
    const { subscriptionId } = await sessionRow(session.id);
    await waitForAllApplied(subscriptionId!, 1);
    await waitForAllApplied(session.id, 1);
    const row = await subscriptionRow(brandId);
    expect(row).toMatchObject({
      planId: growth,
      status: 'active',
      billingPeriod: 'month',
      providerSubscriptionId: subscriptionId,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(Date.parse(row.currentPeriodEnd!) - Date.parse(row.currentPeriodStart!)).toBeGreaterThan(27 * 86_400_000);
    const [invoice] = await testDb().select().from(invoices).where(eq(invoices.brandId, brandId));
    expect(invoice).toMatchObject({ amountCents: 79_900, currency: 'USD', status: 'paid', cardLast4: '4242' });
    // A second submit (double click, back button) charges nothing more.
    expect((await payOnPage(session.id, '4242 4242 4242 4242')).status).toBe(200);
    expect(await testDb().select().from(invoices).where(eq(invoices.brandId, brandId))).toHaveLength(1);
  });

  it('declines the decline test card and invalid numbers, and cancel goes back with nothing charged', async () => {
    const { brandId } = await freeBrand();
    const session = await topUpSession(brandId);
    const declined = await payOnPage(session.id, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined');
    expect((await payOnPage(session.id, '1234 5678')).status).toBe(402);
    expect((await payOnPage(session.id, '', '', 'decline')).status).toBe(402);
    const cancelled = await payOnPage(session.id, '', '', 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${testEnv.PUBLIC_URL}/brand/payment/cancel`);
    expect(await sessionRow(session.id)).toMatchObject({ status: 'expired', paymentIntentId: null });
    expect(await eventsAbout(session.id)).toEqual([]);
  });

  it('pays a one-off payment and refunds it with charge.refunded; a refund above what is left is refused', async () => {
    const { brandId } = await freeBrand();
    const session = await topUpSession(brandId, 60_000);
    expect((await payOnPage(session.id, '5555 5555 5555 4444')).headers.get('location')).toBe(
      `${testEnv.PUBLIC_URL}/brand/creator-spend-success?session_id=${session.id}`,
    );
    const [completed] = await waitForAllApplied(session.id, 1);
    expect(completed!.payload).toMatchObject({
      type: 'checkout.session.completed',
      data: {
        object: {
          mode: 'payment',
          amount_total: 60_000,
          currency: 'usd',
          metadata: { purpose: 'wallet_top_up', brand_id: brandId },
        },
      },
    });
    const paymentId = (await sessionRow(session.id)).paymentIntentId!;
    const refund = await sandbox().refund({
      paymentId,
      amountCents: 10_000,
      metadata: { reason: 'unused' },
      idempotencyKey: `refund-${paymentId}`,
    });
    expect(
      await sandbox().refund({ paymentId, amountCents: 10_000, metadata: {}, idempotencyKey: `refund-${paymentId}` }),
    ).toEqual(refund);
    const [charge] = await waitForAllApplied(`ch_${paymentId.slice(3)}`, 1);
    expect(charge!.payload).toMatchObject({
      type: 'charge.refunded',
      data: {
        object: {
          payment_intent: paymentId,
          amount_refunded: 10_000,
          refunds: { data: [{ id: refund.id, amount: 10_000 }] },
        },
      },
    });
    await expect(
      sandbox().refund({ paymentId, amountCents: 50_001, metadata: {}, idempotencyKey: `too-much-${paymentId}` }),
    ).rejects.toMatchObject({ status: 409, code: 'refund_exceeds_payment' });
  });

  it('delivers duplicates and reversed order on request and reaches the same state as in order', async () => {
    const a = await freeBrand();
    const b = await freeBrand();
    const first = await buyInSandbox(a.brandId, 'Starter');
    const second = await buyInSandbox(b.brandId, 'Starter', { delivery: '&delivery=reversed&copies=3' });
    // Reversed, the session's own event comes first: wait for the subscription's and the invoice's (the card) too.
    for (const s of [first, second]) await waitForCheckoutApplied(s.id);
    const subB = (await sessionRow(second.id)).subscriptionId!;
    expect(await eventsAbout(subB)).toHaveLength(1);
    const pick = (r: Awaited<ReturnType<typeof subscriptionRow>>) => ({
      planId: r.planId,
      status: r.status,
      billingPeriod: r.billingPeriod,
      card: r.cardLast4,
    });
    expect(pick(await subscriptionRow(b.brandId))).toEqual(pick(await subscriptionRow(a.brandId)));
  });

  it('renews: a failed card makes the subscription past_due with a 7-day grace; paying restores it; a cancelled one ends on Free', async () => {
    const { brandId } = await freeBrand();
    await buyInSandbox(brandId, 'Growth');
    await paidSubscriptionId(brandId);
    const renew = (outcome: 'paid' | 'failed') =>
      api.post('/dev/payments/sandbox/renewal/', { json: { brand_id: brandId, outcome } });
    const failed = await renew('failed');
    expect(failed.json).toEqual({ status: 'past_due' });
    const subId = (await subscriptionRow(brandId)).providerSubscriptionId!;
    await waitForAllApplied(subId, 2);
    const pastDue = await subscriptionRow(brandId);
    expect(pastDue.status).toBe('past_due');
    expect(Date.parse(pastDue.graceUntil!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await renew('paid')).json).toEqual({ status: 'active' });
    await waitForAllApplied(subId, 3);
    expect(await subscriptionRow(brandId)).toMatchObject({
      status: 'active',
      graceUntil: null,
      planId: await planId('Growth'),
    });

    await sandbox().setCancelAtPeriodEnd({ subscriptionId: subId, cancel: true, metadata: { changed_at_ms: '1' } });
    await waitForAllApplied(subId, 4);
    expect((await subscriptionRow(brandId)).cancelAtPeriodEnd).toBe(true);
    expect((await renew('paid')).json).toEqual({ status: 'canceled' });
    await waitForAllApplied(subId, 5);
    expect(await subscriptionRow(brandId)).toMatchObject({
      planId: await planId('Free'),
      status: 'active',
      providerSubscriptionId: null,
      cancelAtPeriodEnd: false,
    });
  });
});

describe('sandbox payout accounts and transfers', () => {
  const onboard = async (bank: string) => {
    const { accountId } = await sandbox().createPayoutAccount({
      creatorId: crypto.randomUUID(),
      email: 'c@example.test',
      country: 'US',
      metadata: {},
    });
    const link = await sandbox().createPayoutOnboardingLink({
      accountId,
      returnUrl: `${testEnv.PUBLIC_URL}/creator/settings/payments`,
      refreshUrl: `${testEnv.PUBLIC_URL}/creator/settings/payments`,
    });
    expect(link.url).toBe(`${testEnv.PUBLIC_URL}/dev/connect/${accountId}`);
    const page = await SELF_fetch(`/dev/connect/${accountId}`);
    expect(await page.text()).not.toMatch(/<script/i);
    const details = await SELF_fetch(
      `/dev/connect/${accountId}`,
      `step=details&legal_name=Casey+Rivera&country=US&bank_account=${bank}`,
    );
    expect([details.status, details.headers.get('location')]).toEqual([303, `/dev/connect/${accountId}?step=tax`]);
    expect(await (await SELF_fetch(`/dev/connect/${accountId}?step=tax`)).text()).toContain('W-9');
    expect((await SELF_fetch(`/dev/connect/${accountId}`, 'step=tax&signature=Casey')).status).toBe(400);
    const done = await SELF_fetch(`/dev/connect/${accountId}`, 'step=tax&certify=yes&signature=Casey+Rivera');
    expect([done.status, done.headers.get('location')]).toEqual([
      303,
      `${testEnv.PUBLIC_URL}/creator/settings/payments`,
    ]);
    const [updated] = await waitForAllApplied(accountId, 1);
    return { accountId, account: (updated!.payload as any).data.object };
  };

  it('finishing onboarding emits account.updated with payouts enabled; without bank details it lists them as due', async () => {
    const { account } = await onboard('DE89370400440532013000');
    expect(account).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
    });
    const { account: noBank } = await onboard('');
    expect(noBank).toMatchObject({ payouts_enabled: false, requirements: { currently_due: ['external_account'] } });
  });

  it('a transfer emits transfer.created then payout.paid (payout.failed for the failing test bank), once per idempotency key', async () => {
    const { accountId } = await onboard('000123456789');
    const input = {
      accountId,
      amountCents: 101_200,
      currency: 'USD',
      metadata: { match_id: 'm-1' },
      idempotencyKey: `payout-${crypto.randomUUID()}`,
    };
    const transfer = await sandbox().createTransfer(input);
    expect(await sandbox().createTransfer(input)).toEqual(transfer);
    const [created] = await waitForAllApplied(transfer.id, 1);
    expect(created!.payload).toMatchObject({
      type: 'transfer.created',
      data: { object: { amount: 101_200, destination: accountId, metadata: { match_id: 'm-1' } } },
    });
    expect(await eventsAbout(transfer.id)).toHaveLength(1);

    const failing = await onboard('000111111116');
    const t2 = await sandbox().createTransfer({
      ...input,
      accountId: failing.accountId,
      idempotencyKey: `payout-${crypto.randomUUID()}`,
    });
    await waitForAllApplied(t2.id, 1);
    const all = await testDb().select().from(paymentEvents);
    const payouts = all.filter(
      (e) =>
        (e.payload as any).data.object.metadata?.transfer_id === t2.id ||
        (e.payload as any).data.object.metadata?.transfer_id === transfer.id,
    );
    expect(payouts.map((e) => [e.type, (e.payload as any).account]).sort()).toEqual(
      [
        ['payout.failed', failing.accountId],
        ['payout.paid', accountId],
      ].sort(),
    );
  });

  it('refuses a transfer to an account whose onboarding is not finished', async () => {
    const { accountId } = await sandbox().createPayoutAccount({
      creatorId: crypto.randomUUID(),
      email: 'c@example.test',
      country: 'US',
      metadata: {},
    });
    await expect(
      sandbox().createTransfer({
        accountId,
        amountCents: 100,
        currency: 'USD',
        metadata: {},
        idempotencyKey: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ status: 409, code: 'payout_account_not_ready' });
  });

  it('hosted pages answer 404 for unknown sessions and accounts', async () => {
    expect((await SELF_fetch('/dev/checkout/cs_doesnotexist000')).status).toBe(404);
    expect((await SELF_fetch('/dev/connect/acct_doesnotexist000')).status).toBe(404);
    expect((await SELF_fetch('/dev/checkout/..%2Fetc')).status).toBe(404);
  });
});
