import { eq, sql } from 'drizzle-orm';
import { SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { campaignMatches, creatorPayouts, deliverables, paymentEvents } from '../../db/schema';
import { ZCreatorMatchPayment, ZCreatorPayments } from '../../worker/schemas/creator-payments';
import { ZCreatorDashboard } from '../../worker/schemas/creator-work';
import { findLedgerDrift } from '../../worker/services/ledger/drift';
import { submitVersion } from './content-review.fixtures';
import { testDb } from './helpers';
import { deliver } from './payments-helpers';
import { walletOf } from './spend-fixtures';
import { approveDeliverable, onboardPayouts as onboard, signedCollaboration } from './spend-collab.fixtures';

describe('creator payouts', () => {
  it('released money waits for a payout account, is paid out once it is set up, and the match completes', async () => {
    const collab = await signedCollaboration({ rateCents: 100_000 });
    expect((await collab.creator.as.get('/influencer/payout-account/')).json).toMatchObject({
      status: 'not_started',
      can_receive_payouts: false,
    });
    const before = ZCreatorMatchPayment.parse(
      (await collab.creator.as.get('/influencer/payments/:id/', { param: { id: collab.matchId } })).json,
    );
    expect(before).toMatchObject({
      funds_secured: true,
      amount_cents: 100_000,
      platform_fee_bps: 800,
      fee_cents: 8_000,
      net_cents: 92_000,
      in_escrow_cents: 100_000,
    });

    const [first, second] = collab.deliverableIds;
    await submitVersion(collab.creator.token, first!);
    expect(await approveDeliverable(collab.brand, first!)).toAnswer(200);
    await vi.waitFor(
      async () =>
        expect(
          (await testDb().select().from(creatorPayouts).where(eq(creatorPayouts.deliverableId, first!)))[0]?.status,
        ).toBe('waiting_for_account'),
      { timeout: 10_000 },
    );

    // Every money figure the creator sees comes from the ledger: half in escrow, half released less the 8% fee.
    const waiting = ZCreatorPayments.parse((await collab.creator.as.get('/influencer/payments/')).json);
    expect(waiting).toMatchObject({
      held_cents: 0,
      in_escrow_cents: 50_000,
      available_cents: 46_000,
      paid_out_cents: 0,
    });
    expect(ZCreatorDashboard.parse((await collab.creator.as.get('/influencer/dashboard/')).json).payments).toEqual([
      { currency: 'USD', in_escrow_cents: 50_000, available_cents: 46_000, paid_cents: 0 },
    ]);

    await onboard(collab.creator);
    await vi.waitFor(
      async () =>
        expect((await testDb().select().from(deliverables).where(eq(deliverables.id, first!)))[0]?.status).toBe('paid'),
      { timeout: 15_000, interval: 100 },
    );

    await submitVersion(collab.creator.token, second!);
    expect(await approveDeliverable(collab.brand, second!)).toAnswer(200);
    await vi.waitFor(
      async () =>
        expect(
          (await testDb().select().from(campaignMatches).where(eq(campaignMatches.id, collab.matchId)))[0]?.status,
        ).toBe('completed'),
      { timeout: 20_000, interval: 100 },
    );

    const payment = ZCreatorMatchPayment.parse(
      (await collab.creator.as.get('/influencer/payments/:id/', { param: { id: collab.matchId } })).json,
    );
    expect(payment).toMatchObject({ match_status: 'completed', paid_out_cents: 92_000, in_escrow_cents: 0 });
    expect(payment.deliverables.map((d) => [d.status, d.payout_status])).toEqual([
      ['paid', 'paid'],
      ['paid', 'paid'],
    ]);
    expect(payment.timeline.map((t) => t.kind)).toEqual(
      expect.arrayContaining(['held', 'escrow', 'released', 'transferred', 'paid_out']),
    );
    const summary = ZCreatorPayments.parse((await collab.creator.as.get('/influencer/payments/')).json);
    expect(summary).toMatchObject({
      paid_out_cents: 92_000,
      available_cents: 0,
      payout_account: { status: 'enabled', bank_last4: '6789' },
    });
    expect(await walletOf(collab.brand)).toMatchObject({
      released_cents: 100_000,
      paid_out_cents: 92_000,
      in_escrow_cents: 0,
    });
    expect(ZCreatorDashboard.parse((await collab.creator.as.get('/influencer/dashboard/')).json).payments).toEqual([
      { currency: 'USD', in_escrow_cents: 0, available_cents: 0, paid_cents: 92_000 },
    ]);
    const csv = await SELF.fetch('http://localhost/api/influencer/payments.csv', {
      headers: { authorization: `Bearer ${collab.creator.token}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('released_at,campaign,brand,deliverable,amount,platform_fee,currency,status,paid_at');
    expect(lines.slice(1).map((l) => l.split(',').slice(4, 8).join(','))).toEqual([
      '460.00,40.00,USD,paid',
      '460.00,40.00,USD,paid',
    ]);

    // A redelivered payout.paid (a new event id with the same payout) pays nothing twice.
    const [stored] = await testDb()
      .select()
      .from(paymentEvents)
      .where(
        sql`type = 'payout.paid' AND json_extract(payload, '$.data.object.metadata.payout_id') = ${payment.deliverables.length ? (await testDb().select().from(creatorPayouts).where(eq(creatorPayouts.deliverableId, first!)))[0]!.id : ''}`,
      );
    const again = {
      ...(stored!.payload as Record<string, unknown>),
      id: `evt_again_${crypto.randomUUID().slice(0, 8)}`,
    };
    expect((await deliver(again)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await walletOf(collab.brand)).toMatchObject({ paid_out_cents: 92_000 });
    expect((await findLedgerDrift(testDb())).transactions).toEqual([]);
  });

  it('another creator’s payment is 404; brands cannot call creator payment routes', async () => {
    const collab = await signedCollaboration({ rateCents: 60_000 });
    const other = await signedCollaboration({ rateCents: 60_000 });
    expect((await other.creator.as.get('/influencer/payments/:id/', { param: { id: collab.matchId } })).status).toBe(
      404,
    );
    expect((await collab.brand.as.get('/influencer/payments/')).status).toBe(403);
    expect((await collab.creator.as.get('/influencer/payments/:id/', { param: { id: 'nope' } })).status).toBe(400);
  });
});
