import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { abortUnlessChanged } from '../../lib/guarded-batch';
import { planTransaction, type LedgerTransactionInput } from './plan-transaction';

/**
 * The batch steps that write one ledger transaction (DESIGN §12), to be run in the same guarded batch as the
 * state change that causes it: the accounts (created on first use), the transaction (its idempotency key is
 * unique: a second copy fails the whole batch), and per entry the entry row plus the cached balance, guarded so
 * that no balance goes below zero (and, when asked, that it is still what the caller read).
 */
export const ledgerSteps = ({ db, input }: { db: Db; input: LedgerTransactionInput }): BatchItem<'sqlite'>[] => {
  const plan = planTransaction(input);
  const steps: BatchItem<'sqlite'>[] = [
    db
      .insert(ledgerAccounts)
      .values(plan.entries.map((e) => e.account))
      .onConflictDoNothing(),
    db.insert(ledgerTransactions).values(plan.transaction),
  ];
  for (const entry of plan.entries) {
    const guards = [eq(ledgerAccounts.id, entry.accountId)];
    if (!entry.account.mayGoNegative) guards.push(sql`${ledgerAccounts.balanceCents} + ${entry.amountCents} >= 0`);
    if (entry.expectBalanceCents !== undefined) guards.push(eq(ledgerAccounts.balanceCents, entry.expectBalanceCents));
    steps.push(
      db
        .insert(ledgerEntries)
        .values({ transactionId: plan.transaction.id, accountId: entry.accountId, amountCents: entry.amountCents }),
      db
        .update(ledgerAccounts)
        .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${entry.amountCents}` })
        .where(and(...guards)),
      abortUnlessChanged(db),
    );
  }
  return steps;
};

/** The transaction with this key, if it is already written (a retried request or a redelivered webhook). */
export const postedQuery = ({ db, idempotencyKey }: { db: Db; idempotencyKey: string }) =>
  db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
