import { eq, inArray, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { runGuardedBatch } from '../../worker/lib/guarded-batch';
import { ACCOUNTS, ledgerAccountId, type LedgerAccountRef } from '../../worker/services/ledger/accounts';
import { findLedgerDrift } from '../../worker/services/ledger/drift';
import { ledgerSteps } from '../../worker/services/ledger/ledger-steps';
import type { LedgerTransactionInput } from '../../worker/services/ledger/plan-transaction';
import { testDb } from './helpers';

const post = async (input: LedgerTransactionInput) => {
  const db = testDb();
  const [first, ...rest] = ledgerSteps({ db, input });
  try {
    await runGuardedBatch(db, [first!, ...rest], 'refused');
    return true;
  } catch {
    return false;
  }
};

const move = (key: string, from: LedgerAccountRef, to: LedgerAccountRef, amountCents: number, brandId: string) =>
  post({
    idempotencyKey: key,
    kind: 'hold',
    currency: 'USD',
    brandId,
    entries: [
      { account: from, amountCents: -amountCents },
      { account: to, amountCents },
    ],
  });

const topUp = (brandId: string, amountCents: number) =>
  move(
    `test-top-up:${crypto.randomUUID()}`,
    ACCOUNTS.providerClearing('USD'),
    ACCOUNTS.brandAvailable(brandId, 'USD'),
    amountCents,
    brandId,
  );

const balancesOf = async (brandId: string) => {
  const rows = await testDb().select().from(ledgerAccounts).where(eq(ledgerAccounts.brandId, brandId));
  return new Map(rows.map((r) => [r.id, r.balanceCents]));
};

const matchRefs = (brandId: string) => ({
  matchId: crypto.randomUUID(),
  brandId,
  campaignId: crypto.randomUUID(),
  creatorId: crypto.randomUUID(),
});

describe('ledger (DESIGN §12)', () => {
  it('property: random movements keep every transaction at zero, no balance below zero, and balances equal to their entries', async () => {
    const brandId = crypto.randomUUID();
    const matches = [matchRefs(brandId), matchRefs(brandId)];
    const accounts = [
      ACCOUNTS.brandAvailable(brandId, 'USD'),
      ...matches.flatMap((m) => [ACCOUNTS.brandHeld(m, 'USD'), ACCOUNTS.brandEscrow(m, 'USD')]),
      ACCOUNTS.brandRefundPending(brandId, 'USD'),
    ];
    const model = new Map<string, number>(accounts.map((a) => [ledgerAccountId(a), 0]));
    const step = fc.oneof(
      fc.record({ kind: fc.constant('top_up' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({
        kind: fc.constant('move' as const),
        from: fc.nat(accounts.length - 1),
        to: fc.nat(accounts.length - 1),
        amount: fc.integer({ min: 1, max: 60_000 }),
        replay: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'top_up') {
            expect(await topUp(brandId, s.amount)).toBe(true);
            model.set(ledgerAccountId(accounts[0]!), model.get(ledgerAccountId(accounts[0]!))! + s.amount);
            continue;
          }
          if (s.from === s.to) continue;
          const from = accounts[s.from]!;
          const to = accounts[s.to]!;
          const key = `test-move:${crypto.randomUUID()}`;
          const ok = await move(key, from, to, s.amount, brandId);
          const fromBalance = model.get(ledgerAccountId(from))!;
          expect(ok, `move ${s.amount} with ${fromBalance} available`).toBe(fromBalance >= s.amount);
          if (ok) {
            model.set(ledgerAccountId(from), fromBalance - s.amount);
            model.set(ledgerAccountId(to), model.get(ledgerAccountId(to))! + s.amount);
            // A replayed movement (same idempotency key) moves nothing.
            if (s.replay) expect(await move(key, from, to, 1, brandId)).toBe(false);
          }
        }
        const balances = await balancesOf(brandId);
        for (const [id, expected] of model) expect(balances.get(id) ?? 0).toBe(expected);
        for (const value of balances.values()) expect(value).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 8 },
    );
    const db = testDb();
    const ids = [...model.keys()];
    const sums = await db
      .select({ account: ledgerEntries.accountId, sum: sql<number>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.accountId, ids))
      .groupBy(ledgerEntries.accountId);
    for (const { account, sum } of sums) expect(sum).toBe(model.get(account));
    const txs = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.brandId, brandId));
    const unbalanced = await db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.transactionId,
          txs.map((t) => t.id),
        ),
      )
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    expect(unbalanced).toEqual([]);
  });

  it('20 holds at once against funds for 3: exactly 3 go through', async () => {
    const brandId = crypto.randomUUID();
    expect(await topUp(brandId, 30_000)).toBe(true);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        move(
          `test-hold:${crypto.randomUUID()}`,
          ACCOUNTS.brandAvailable(brandId, 'USD'),
          ACCOUNTS.brandHeld(matchRefs(brandId), 'USD'),
          10_000,
          brandId,
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    const balances = await balancesOf(brandId);
    expect(balances.get(ledgerAccountId(ACCOUNTS.brandAvailable(brandId, 'USD')))).toBe(0);
  });

  it('the same movement posted twice at once is written once', async () => {
    const brandId = crypto.randomUUID();
    const key = `test-top-up:${crypto.randomUUID()}`;
    const clearing = ACCOUNTS.providerClearing('USD');
    const wallet = ACCOUNTS.brandAvailable(brandId, 'USD');
    const results = await Promise.all(Array.from({ length: 5 }, () => move(key, clearing, wallet, 7_500, brandId)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await balancesOf(brandId)).get(ledgerAccountId(wallet))).toBe(7_500);
  });

  it('entries are append-only, and planted drift is reported', async () => {
    const db = testDb();
    const brandId = crypto.randomUUID();
    expect(await topUp(brandId, 12_345)).toBe(true);
    const wallet = ledgerAccountId(ACCOUNTS.brandAvailable(brandId, 'USD'));
    await expect(
      db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.accountId, wallet)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, wallet))).rejects.toThrow();
    await expect(
      db.update(ledgerAccounts).set({ balanceCents: -1 }).where(eq(ledgerAccounts.id, wallet)),
    ).rejects.toThrow();

    await db.update(ledgerAccounts).set({ balanceCents: 99_999 }).where(eq(ledgerAccounts.id, wallet));
    try {
      const drift = await findLedgerDrift(db);
      expect(drift.accounts).toContainEqual({ account_id: wallet, balance_cents: 99_999, entries_cents: 12_345 });
    } finally {
      await db.update(ledgerAccounts).set({ balanceCents: 12_345 }).where(eq(ledgerAccounts.id, wallet));
    }
    const after = await findLedgerDrift(db);
    expect(after.accounts.filter((a) => a.account_id === wallet)).toEqual([]);
    expect(after.transactions).toEqual([]);
    expect(
      await db
        .select()
        .from(ledgerAccounts)
        .where(like(ledgerAccounts.id, `%${brandId}%`)),
    ).toHaveLength(1);
  });
});
