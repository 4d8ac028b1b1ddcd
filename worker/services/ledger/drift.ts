import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db';

export type LedgerDrift = {
  /** Accounts whose cached balance differs from the sum of their entries. */
  accounts: { account_id: string; balance_cents: number; entries_cents: number }[];
  /** Transactions whose entries do not sum to zero. */
  transactions: { transaction_id: string; sum_cents: number }[];
};

/**
 * Recomputes every balance from the entries and reports what disagrees (DESIGN §12). It changes nothing: drift
 * means a bug or a hand edit, and a person must look before money moves again.
 */
export const findLedgerDrift = async (db: Db): Promise<LedgerDrift> => {
  const [accounts, transactions] = await db.batch([
    db.all<LedgerDrift['accounts'][number]>(sql`
      SELECT a.id AS account_id, a.balance_cents, coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS entries_cents
      FROM ledger_accounts a
      WHERE a.balance_cents <> coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)`),
    db.all<LedgerDrift['transactions'][number]>(
      sql`SELECT transaction_id, sum(amount_cents) AS sum_cents FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0`,
    ),
  ]);
  return { accounts, transactions };
};

/** The scheduled check: logs drift as an error (alerting reads the logs) and returns it. */
export const reportLedgerDrift = async (db: Db) => {
  const drift = await findLedgerDrift(db);
  if (drift.accounts.length || drift.transactions.length)
    console.error(JSON.stringify({ level: 'error', msg: 'ledger drift', ...drift }));
  return drift;
};
