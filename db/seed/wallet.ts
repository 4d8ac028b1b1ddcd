import { planTransaction } from '../../worker/services/ledger/plan-transaction';
import { ACCOUNTS } from '../../worker/services/ledger/accounts';
import { WALLET_CURRENCY } from '../../worker/schemas/wallet';
import type { FileDb } from '../node-client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../schema';

/** Acme's wallet starts with a $12,500 top-up, written as the ledger writes any paid top-up (DESIGN §12). */
export const seedWallet = async (db: FileDb, brandId: string) => {
  const amountCents = 1_250_000;
  const plan = planTransaction({
    idempotencyKey: `seed_top_up:${brandId}`,
    kind: 'top_up',
    currency: WALLET_CURRENCY,
    brandId,
    memo: 'Top-up by card',
    entries: [
      { account: ACCOUNTS.providerClearing(WALLET_CURRENCY), amountCents: -amountCents },
      { account: ACCOUNTS.brandAvailable(brandId, WALLET_CURRENCY), amountCents },
    ],
  });
  await db.batch([
    db.insert(ledgerAccounts).values(plan.entries.map((e) => ({ ...e.account, balanceCents: e.amountCents }))),
    db.insert(ledgerTransactions).values(plan.transaction),
    db.insert(ledgerEntries).values(plan.entries.map((e) => ({ transactionId: plan.transaction.id, accountId: e.accountId, amountCents: e.amountCents }))),
  ]);
};
