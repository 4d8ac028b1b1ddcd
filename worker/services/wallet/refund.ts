import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { walletRefunds, walletTopUps } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { isUniqueViolation } from '../../lib/db-errors';
import { WALLET_CURRENCY } from '../../schemas/wallet';
import { ACCOUNTS } from '../ledger/accounts';
import { isPosted, ledgerSteps } from '../ledger/ledger-steps';
import { providerForEnv } from '../payments/provider/provider-for-env';
import { formatCents } from './money-text';
import { loadWallet } from './wallet-balances';

/** Splits a refund over the paid top-ups, newest first, each at most what is left of it. */
const allocateRefund = (amountCents: number, topUps: { id: string; refundableCents: number }[]) => {
  const parts: { topUpId: string; amountCents: number }[] = [];
  let left = amountCents;
  for (const t of topUps) {
    if (left === 0) break;
    const take = Math.min(left, t.refundableCents);
    if (take > 0) parts.push({ topUpId: t.id, amountCents: take });
    left -= take;
  }
  return left === 0 ? parts : null;
};

/**
 * Sends unused available funds back to the card: available → refund pending (one ledger transaction, keyed by
 * the request's Idempotency-Key), one refund per top-up it is taken from; `charge.refunded` settles each. Only
 * money that is available can leave: what is held or in escrow is promised to creators.
 */
export const requestRefund = async ({
  db,
  env,
  brandId,
  actorId,
  amountCents,
  idempotencyKey,
}: {
  db: Db;
  env: Env;
  brandId: string;
  actorId: string;
  amountCents: number;
  idempotencyKey?: string;
}) => {
  const key = `refund_request:${brandId}:${idempotencyKey ?? crypto.randomUUID()}`;
  if (await isPosted({ db, idempotencyKey: key }))
    return { refundIds: [], amountCents, wallet: await loadWallet({ db, brandId }) };
  const wallet = await loadWallet({ db, brandId });
  if (amountCents > wallet.available_cents) {
    throw new AppError(
      'insufficient_funds',
      `Only ${formatCents(wallet.available_cents)} is available to refund; ${formatCents(wallet.held_cents + wallet.in_escrow_cents)} is committed to creators.`,
      { status: 409 },
    );
  }
  const paid = await db
    .select()
    .from(walletTopUps)
    .where(and(eq(walletTopUps.brandId, brandId), eq(walletTopUps.status, 'paid')))
    .orderBy(desc(walletTopUps.paidAt));
  const parts = allocateRefund(
    amountCents,
    paid
      .filter((t) => t.providerPaymentId)
      .map((t) => ({ id: t.id, refundableCents: t.amountCents - t.refundedCents })),
  );
  if (!parts)
    throw new AppError('refund_exceeds_top_ups', 'That is more than your card top-ups can take back.', { status: 409 });
  const refunds = parts.map((p) => ({
    id: crypto.randomUUID(),
    brandId,
    topUpId: p.topUpId,
    amountCents: p.amountCents,
    currency: WALLET_CURRENCY,
    createdBy: actorId,
  }));
  const steps: BatchItem<'sqlite'>[] = [];
  for (const r of refunds) {
    steps.push(
      db.insert(walletRefunds).values(r),
      db
        .update(walletTopUps)
        .set({ refundedCents: sql`${walletTopUps.refundedCents} + ${r.amountCents}` })
        .where(
          and(
            eq(walletTopUps.id, r.topUpId),
            sql`${walletTopUps.amountCents} - ${walletTopUps.refundedCents} >= ${r.amountCents}`,
          ),
        ),
      abortUnlessChanged(db),
    );
  }
  steps.push(
    ...ledgerSteps({
      db,
      input: {
        idempotencyKey: key,
        kind: 'refund_request',
        currency: WALLET_CURRENCY,
        brandId,
        memo: 'Refund of unused funds to the card',
        entries: [
          { account: ACCOUNTS.brandAvailable(brandId, WALLET_CURRENCY), amountCents: -amountCents },
          { account: ACCOUNTS.brandRefundPending(brandId, WALLET_CURRENCY), amountCents },
        ],
      },
    }),
  );
  try {
    await runGuardedBatch(
      db,
      steps as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
      'Your available funds changed meanwhile; try again.',
    );
  } catch (e) {
    if (isUniqueViolation(e)) return { refundIds: [], amountCents, wallet: await loadWallet({ db, brandId }) };
    if (e instanceof AppError && e.code === 'conflict')
      throw new AppError(
        'insufficient_funds',
        'Your available funds changed meanwhile; check the wallet and try again.',
        { status: 409 },
      );
    throw e;
  }
  await sendRefunds({ db, env, ids: refunds.map((r) => r.id) });
  return { refundIds: refunds.map((r) => r.id), amountCents, wallet: await loadWallet({ db, brandId }) };
};

/** Asks the provider for each refund (idempotent per refund); a failure is retried by the scheduler. */
const sendRefunds = async ({ db, env, ids }: { db: Db; env: Env; ids: string[] }) => {
  for (const id of ids) {
    const [row] = await db
      .select({ refund: walletRefunds, paymentId: walletTopUps.providerPaymentId })
      .from(walletRefunds)
      .innerJoin(walletTopUps, eq(walletTopUps.id, walletRefunds.topUpId))
      .where(eq(walletRefunds.id, id))
      .limit(1);
    if (!row?.paymentId || row.refund.providerRefundId) continue;
    try {
      const { id: providerRefundId } = await providerForEnv({ env, db }).refund({
        paymentId: row.paymentId,
        amountCents: row.refund.amountCents,
        metadata: { purpose: 'wallet_refund', brand_id: row.refund.brandId, wallet_refund_id: id },
        idempotencyKey: `wallet_refund:${id}`,
      });
      await db
        .update(walletRefunds)
        .set({ providerRefundId })
        .where(and(eq(walletRefunds.id, id), isNull(walletRefunds.providerRefundId)));
    } catch (e) {
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'wallet refund not sent; the scheduler retries', id, error: String(e) }),
      );
    }
  }
};

/** Refunds the provider has not acknowledged yet (a failed call), older than a minute. */
export const resendPendingRefunds = async ({ db, env, now = Date.now() }: { db: Db; env: Env; now?: number }) => {
  const rows = await db
    .select({ id: walletRefunds.id })
    .from(walletRefunds)
    .where(
      and(
        eq(walletRefunds.status, 'pending'),
        isNull(walletRefunds.providerRefundId),
        lt(walletRefunds.createdAt, new Date(now - 60_000).toISOString()),
      ),
    )
    .limit(50);
  await sendRefunds({ db, env, ids: rows.map((r) => r.id) });
};
