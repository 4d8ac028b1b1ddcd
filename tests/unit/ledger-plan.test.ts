import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../worker/services/ledger/accounts';
import { planTransaction, UnbalancedTransactionError } from '../../worker/services/ledger/plan-transaction';

const brand = 'b1';
const available = ACCOUNTS.brandAvailable(brand, 'USD');
const clearing = ACCOUNTS.providerClearing('USD');

describe('planTransaction (double entry)', () => {
  it('accepts balanced whole-cent entries and reports the amount moved', () => {
    const plan = planTransaction({
      idempotencyKey: 'k',
      kind: 'top_up',
      currency: 'USD',
      entries: [
        { account: clearing, amountCents: -5_000 },
        { account: available, amountCents: 5_000 },
      ],
    });
    expect(plan.transaction.amountCents).toBe(5_000);
    expect(plan.entries.map((e) => [e.accountId, e.amountCents, e.account.mayGoNegative])).toEqual([
      ['provider_clearing:platform:USD', -5_000, true],
      ['brand_available:b1:USD', 5_000, false],
    ]);
  });

  it('refuses unbalanced, fractional, mixed-currency and empty transactions', () => {
    const bad = [
      [
        { account: clearing, amountCents: -5_000 },
        { account: available, amountCents: 4_999 },
      ],
      [
        { account: clearing, amountCents: -0.5 },
        { account: available, amountCents: 0.5 },
      ],
      [
        { account: ACCOUNTS.providerClearing('EUR'), amountCents: -1 },
        { account: available, amountCents: 1 },
      ],
      [
        { account: available, amountCents: 10 },
        { account: available, amountCents: -10 },
      ],
    ];
    for (const entries of bad)
      expect(() => planTransaction({ idempotencyKey: 'k', kind: 'top_up', currency: 'USD', entries })).toThrow(
        UnbalancedTransactionError,
      );
  });

  it('property: any split of an amount over accounts balances, and any tampering is refused', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0),
        (parts, tamper) => {
          const total = parts.reduce((s, p) => s + p, 0);
          const entries = [
            { account: clearing, amountCents: -total },
            ...parts.map((p, i) => ({ account: ACCOUNTS.creatorPayable(`c${i}`, 'USD'), amountCents: p })),
          ];
          const plan = planTransaction({ idempotencyKey: 'k', kind: 'release', currency: 'USD', entries });
          expect(plan.entries.reduce((s, e) => s + e.amountCents, 0)).toBe(0);
          expect(plan.transaction.amountCents).toBe(total);
          const tampered = entries.map((e, i) => (i === 0 ? { ...e, amountCents: e.amountCents + tamper } : e));
          expect(() =>
            planTransaction({ idempotencyKey: 'k', kind: 'release', currency: 'USD', entries: tampered }),
          ).toThrow(UnbalancedTransactionError);
        },
      ),
    );
  });
});
