import type { LedgerTransactionKind } from '../../../db/schema';
import { accountRow, ledgerAccountId, ownerColumns, type LedgerAccountRef } from './accounts';

export type LedgerEntryInput = {
  account: LedgerAccountRef;
  /** Signed cents: positive adds to the account, negative takes from it. */
  amountCents: number;
  /** The balance the caller read before; the batch aborts if the account moved meanwhile (e.g. returning a whole hold). */
  expectBalanceCents?: number;
};

export type LedgerTransactionInput = {
  idempotencyKey: string;
  kind: LedgerTransactionKind;
  currency: string;
  brandId?: string | null;
  creatorId?: string | null;
  campaignId?: string | null;
  matchId?: string | null;
  deliverableId?: string | null;
  memo?: string;
  entries: LedgerEntryInput[];
};

export class UnbalancedTransactionError extends Error {}

/**
 * Checks one ledger transaction before anything is written: whole cents, one currency, no zero entries, and
 * entries that sum to exactly zero (double entry). Entries on the same account are merged. Pure.
 */
export const planTransaction = (input: LedgerTransactionInput) => {
  const merged = new Map<string, LedgerEntryInput>();
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amountCents))
      throw new UnbalancedTransactionError(`Ledger amounts are whole cents (got ${entry.amountCents}).`);
    if (entry.account.currency !== input.currency)
      throw new UnbalancedTransactionError('A ledger transaction moves one currency.');
    const id = ledgerAccountId(entry.account);
    const prev = merged.get(id);
    merged.set(id, prev ? { ...prev, amountCents: prev.amountCents + entry.amountCents } : entry);
  }
  const entries = [...merged.entries()]
    .filter(([, e]) => e.amountCents !== 0)
    .map(([accountId, e]) => ({ accountId, ...e }));
  const sum = entries.reduce((s, e) => s + e.amountCents, 0);
  if (sum !== 0)
    throw new UnbalancedTransactionError(`Ledger transaction ${input.idempotencyKey} does not balance (${sum}).`);
  if (entries.length < 2)
    throw new UnbalancedTransactionError(`Ledger transaction ${input.idempotencyKey} moves nothing.`);
  const amountCents = entries.reduce((s, e) => s + Math.max(0, e.amountCents), 0);
  return {
    transaction: {
      id: crypto.randomUUID(),
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      amountCents,
      currency: input.currency,
      ...ownerColumns(input),
      deliverableId: input.deliverableId ?? null,
      memo: input.memo ?? '',
    },
    entries: entries.map((e) => ({
      accountId: e.accountId,
      amountCents: e.amountCents,
      expectBalanceCents: e.expectBalanceCents,
      account: accountRow(e.accountId, e.account),
    })),
  };
};
