import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  creatorPayouts,
  deliverables,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  paymentEvents,
} from '../../db/schema';
import { submitVersion } from './content-review.fixtures';
import { newCreator } from './creator-helpers';
import { testDb } from './helpers';
import { deliver } from './payments-helpers';
import { approveDeliverable, createCampaign, inviteCreator, onboardPayouts, propose } from './spend-collab.fixtures';
import { spendingBrand, topUp, walletOf, type SpendingBrand } from './spend-fixtures';

/** Stripe's test bank account whose payouts fail (the sandbox answers with `payout.failed`). */
const FAILING_BANK = '000111111116';
const SLOTS = 3;

type Creator = Awaited<ReturnType<typeof newCreator>>;
type World = { brand: SpendingBrand; campaignId: string; creators: Creator[]; matchIds: string[] };

/** The business actions of creator spend, as brands, creators and the payment provider take them. */
const action = fc.oneof(
  fc.record({ kind: fc.constant('top_up' as const), cents: fc.integer({ min: 5_000, max: 200_000 }) }),
  fc.record({
    kind: fc.constant('offer' as const),
    slot: fc.nat(SLOTS - 1),
    cents: fc.integer({ min: 10_000, max: 150_000 }),
  }),
  fc.record({ kind: fc.constant('sign' as const), slot: fc.nat(SLOTS - 1) }),
  fc.record({ kind: fc.constant('decline' as const), slot: fc.nat(SLOTS - 1) }),
  fc.record({ kind: fc.constant('expire' as const), slot: fc.nat(SLOTS - 1) }),
  fc.record({ kind: fc.constant('sign' as const), slot: fc.nat(SLOTS - 1) }),
  fc.record({ kind: fc.constant('approve' as const), slot: fc.nat(SLOTS - 1) }),
  fc.record({ kind: fc.constant('approve' as const), slot: fc.constant(0) }),
  fc.record({ kind: fc.constant('payouts' as const), slot: fc.nat(SLOTS - 1), failing: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), cents: fc.integer({ min: 100, max: 100_000 }) }),
  fc.record({ kind: fc.constant('remove' as const), slot: fc.nat(SLOTS - 1) }),
  fc.record({ kind: fc.constant('publish' as const), slot: fc.nat(SLOTS - 1) }),
  fc.record({ kind: fc.constant('redeliver' as const), pick: fc.nat() }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** A call may succeed or be refused as a state/money conflict; anything else (400, 404, 500) is a bug. */
const expectDone = (res: { status: number; json: unknown }, what: string) =>
  expect([200, 201, 409], `${what}: ${JSON.stringify(res.json)}`).toContain(res.status);

const run = async (w: World, a: Action) => {
  const slot = 'slot' in a ? a.slot : 0;
  const matchId = w.matchIds[slot]!;
  const creator = w.creators[slot]!;
  switch (a.kind) {
    case 'top_up':
      return void (await topUp(w.brand, a.cents));
    case 'offer':
      return expectDone(await propose(w.brand, matchId, a.cents), 'offer');
    case 'decline':
      return expectDone(
        await creator.as.post('/influencer/campaign-matches/:id/decline/', {
          param: { id: matchId },
          json: {},
        }),
        'decline',
      );
    case 'expire':
      return expectDone(
        await w.brand.as.post('/brand/matches/:match_id/expire/', { param: { match_id: matchId } }),
        'expire',
      );
    case 'sign': {
      expectDone(
        await creator.as.post('/influencer/campaign-matches/:id/accept-offer/', { param: { id: matchId } }),
        'accept',
      );
      return expectDone(
        await creator.as.post('/influencer/campaign-matches/:id/sign-contract/', {
          param: { id: matchId },
          json: { signature_name: 'Test Creator', agree: true },
        }),
        'sign',
      );
    }
    case 'approve': {
      const [next] = await testDb()
        .select()
        .from(deliverables)
        .where(and(eq(deliverables.matchId, matchId), eq(deliverables.status, 'pending')))
        .limit(1);
      if (!next) return;
      await submitVersion(creator.token, next.id);
      return expectDone(await approveDeliverable(w.brand, next.id), 'approve');
    }
    case 'remove': {
      const reasons = await w.brand.as.get('/brand/removal-reasons/');
      return expectDone(
        await w.brand.as.patch('/brand/campaign-match/update/:id/', {
          param: { id: matchId },
          json: { action: 'remove', removal_reason_id: reasons.json[0].id },
        }),
        'remove',
      );
    }
    case 'publish': {
      // A post goes live: for a post that is not approved yet this releases its price; for an approved one, nothing more.
      const [post] = await testDb()
        .select()
        .from(deliverables)
        .where(and(eq(deliverables.matchId, matchId), inArray(deliverables.status, ['pending', 'approved'])))
        .limit(1);
      if (!post) return;
      if (post.status === 'pending') await submitVersion(creator.token, post.id);
      return expectDone(
        await creator.as.post('/influencer/deliverables/:id/publish/', {
          param: { id: post.id },
          json: { post_url: `https://www.instagram.com/p/C${post.id.slice(0, 8)}/` },
        }),
        'publish',
      );
    }
    case 'payouts':
      return onboardPayouts(creator, a.failing ? FAILING_BANK : '000123456789');
    case 'refund':
      return expectDone(await w.brand.as.post('/brand/wallet/refund/', { json: { amount_cents: a.cents } }), 'refund');
    case 'redeliver': {
      // The provider sends one of this world's events again, under a new event id: nothing may move twice.
      const mine = or(
        ...[w.brand.brandId, ...w.creators.map((c) => c.profileId)].map(
          (id) => sql`${paymentEvents.payload} LIKE ${`%${id}%`}`,
        ),
      );
      const events = await testDb().select().from(paymentEvents).where(mine);
      const event = events[a.pick % Math.max(1, events.length)];
      if (!event) return;
      return void expect(
        (await deliver({ ...event.payload, id: `evt_again_${crypto.randomUUID().slice(0, 12)}` })).status,
      ).toBe(200);
    }
  }
};

/**
 * The world's ledger in one read: its accounts, each account's entry sum and the unbalanced transactions, taken in one
 * batch (one transaction, so one snapshot) — a webhook applied between separate reads would look like drift.
 */
const readLedger = async (w: World) => {
  const db = testDb();
  const creatorIds = w.creators.map((c) => c.profileId);
  const mine = or(eq(ledgerAccounts.brandId, w.brand.brandId), inArray(ledgerAccounts.creatorId, creatorIds));
  const myAccountIds = db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(mine);
  const myTransactionIds = db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(or(eq(ledgerTransactions.brandId, w.brand.brandId), inArray(ledgerTransactions.creatorId, creatorIds)));
  const [accounts, sums, unbalanced] = await db.batch([
    db.select().from(ledgerAccounts).where(mine),
    db
      .select({ account: ledgerEntries.accountId, sum: sql<number>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.accountId, myAccountIds))
      .groupBy(ledgerEntries.accountId),
    db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.transactionId, myTransactionIds))
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`),
  ]);
  return { accounts, sums: new Map(sums.map((e) => [e.account, Number(e.sum)])), unbalanced };
};

/** What must hold after every step, for this world's accounts (other test files share the database). */
const checkInvariants = async (w: World) => {
  const db = testDb();
  const creatorIds = w.creators.map((c) => c.profileId);
  const { accounts, sums, unbalanced } = await readLedger(w);
  for (const a of accounts) expect(a.balanceCents, `${a.id} below zero`).toBeGreaterThanOrEqual(0);
  for (const a of accounts) expect(a.balanceCents, `${a.id} equals its entries`).toBe(sums.get(a.id) ?? 0);
  expect(unbalanced).toEqual([]);

  // The wallet the brand sees is the ledger, and every dollar topped up is somewhere. The wallet is read through the
  // API, so a refund webhook may land between it and the ledger read: compare them once no webhook is mid-flight.
  await vi.waitFor(
    async () => {
      const wallet = await walletOf(w.brand);
      const ledger = await readLedger(w);
      const balance = (kind: string) =>
        ledger.accounts
          .filter((a) => a.kind === kind && a.brandId === w.brand.brandId)
          .reduce((s, a) => s + a.balanceCents, 0);
      expect(wallet).toMatchObject({
        available_cents: balance('brand_available'),
        held_cents: balance('brand_held'),
        in_escrow_cents: balance('brand_escrow'),
        refund_pending_cents: balance('brand_refund_pending'),
      });
      expect(
        wallet.available_cents +
          wallet.held_cents +
          wallet.in_escrow_cents +
          wallet.released_cents +
          wallet.refund_pending_cents +
          wallet.refunded_cents,
      ).toBe(wallet.topped_up_cents);
    },
    { timeout: 10_000, interval: 200 },
  );

  // Nothing is paid twice: one payout per deliverable, one payout_paid per payout, paid out never above released.
  const payouts = await db.select().from(creatorPayouts).where(inArray(creatorPayouts.creatorId, creatorIds));
  expect(new Set(payouts.map((p) => p.deliverableId)).size).toBe(payouts.length);
  const paid = await db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(and(inArray(ledgerTransactions.creatorId, creatorIds), eq(ledgerTransactions.kind, 'payout_paid')));
  expect(paid.length).toBeLessThanOrEqual(payouts.length);
  for (const creatorId of creatorIds) {
    const mine = accounts.filter((a) => a.creatorId === creatorId);
    const paidOut = mine.filter((a) => a.kind === 'creator_paid_out').reduce((s, a) => s + a.balanceCents, 0);
    expect(paidOut).toBeLessThanOrEqual(
      payouts.filter((p) => p.creatorId === creatorId).reduce((s, p) => s + p.amountCents, 0),
    );
  }
};

/** Webhooks land from the queue: wait until this world's provider events are all applied. */
const settle = (w: World) =>
  vi.waitFor(
    async () => {
      const mine = or(
        ...[w.brand.brandId, ...w.creators.map((c) => c.profileId)].map(
          (id) => sql`${paymentEvents.payload} LIKE ${`%${id}%`}`,
        ),
      );
      expect(
        await testDb()
          .select({ id: paymentEvents.id })
          .from(paymentEvents)
          .where(and(mine, isNull(paymentEvents.appliedAt))),
      ).toEqual([]);
    },
    { timeout: 20_000, interval: 200 },
  );

/** A new campaign of the same brand with the same creators invited (sign-ups are throttled, so people are reused). */
const newWorld = async (people: Pick<World, 'brand' | 'creators'>): Promise<World> => {
  const { brand, creators } = people;
  await topUp(brand, 300_000);
  const campaignId = await createCampaign(brand, 400_000);
  const matchIds = await Promise.all(creators.map((c) => inviteCreator(brand, campaignId, c.profileId)));
  const world = { brand, campaignId, creators, matchIds };
  // One collaboration starts signed, so approvals and payouts are reachable in short sequences.
  await run(world, { kind: 'offer', slot: 0, cents: 60_000 });
  await run(world, { kind: 'sign', slot: 0 });
  return world;
};

describe('creator spend properties (business actions)', () => {
  it(
    'random sequences of top-ups, offers, declines, expiries, removals, signings, approvals, publications, payouts paid and failed, refunds and redelivered (late, out-of-order) webhooks keep the money whole',
    { timeout: 240_000 },
    async () => {
      const people = {
        brand: await spendingBrand(),
        creators: await Promise.all(Array.from({ length: SLOTS }, () => newCreator())),
      };
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 8, maxLength: 14 }), async (actions) => {
          const world = await newWorld(people);
          for (const a of actions) {
            await run(world, a);
            await checkInvariants(world);
          }
          await settle(world);
          await checkInvariants(world);
        }),
        // Five sequences on a quiet machine; on a loaded one, as many as fit in two minutes (at least one), so the
        // test's own timeout is never what fails it.
        { numRuns: 5, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: false },
      );
    },
  );
});
