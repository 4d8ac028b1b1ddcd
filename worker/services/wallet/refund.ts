import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { walletRefunds, walletTopUps } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { isUniqueViolation } from '../../lib/db-errors';
import { WALLET_CURRENCY } from '../../schemas/wallet';
import { ACCOUNTS } from '../ledger/accounts';
import { ledgerSteps, postedQuery } from '../ledger/ledger-steps';
import { providerForEnv } from '../payments/provider/provider-for-env';
import { formatCents } from './money-text';
import { toWallet, walletBalancesStatement } from './wallet-balances';
import type { TWallet } from '../../schemas/wallet';
import type { PreparedRefund } from '../payments/provider/types';
import type { ScheduledJobArgs } from '../operations/scheduled-job';

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

const paidTopUpsQuery = (db: Db, brandId: string) =>
  db
    .select({
      id: walletTopUps.id,
      amountCents: walletTopUps.amountCents,
      refundedCents: walletTopUps.refundedCents,
      paymentId: walletTopUps.providerPaymentId,
    })
    .from(walletTopUps)
    .where(
      and(
        eq(walletTopUps.brandId, brandId),
        eq(walletTopUps.status, 'paid'),
        isNotNull(walletTopUps.providerPaymentId),
      ),
    )
    .orderBy(desc(walletTopUps.paidAt));

/** The wallet once a refund of `amountCents` has left available for refund pending (no other movement). */
const afterRefund = (wallet: TWallet, amountCents: number): TWallet => ({
  ...wallet,
  available_cents: wallet.available_cents - amountCents,
  refund_pending_cents: wallet.refund_pending_cents + amountCents,
});

type Prepared = { id: string; prepared: PreparedRefund };

const nothingToSend = async () => {};

/**
 * Sends unused available funds back to the card: available → refund pending (one ledger transaction, keyed by
 * the request's Idempotency-Key), one refund per top-up it is taken from; `charge.refunded` settles each. Only
 * money that is available can leave: what is held or in escrow is promised to creators.
 *
 * Two round trips (issue 15): one read (the key's transaction, the wallet, the paid top-ups; on a folded request the
 * session rides in it), then one guarded batch with the refunds, the provider's own rows (the sandbox's; Stripe has
 * none), the ledger transaction and the wallet after it, which is the answer. `send` asks the provider once that
 * batch has committed (after the answer; a refund the provider did not take is resent by the scheduler).
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
  const [posted, [balances], paid] = await db.batch([
    postedQuery({ db, idempotencyKey: key }),
    walletBalancesStatement({ db, brandId }),
    paidTopUpsQuery(db, brandId),
  ]);
  const wallet = toWallet(balances);
  if (posted.length > 0) return { refundIds: [], amountCents, wallet, send: nothingToSend };
  if (amountCents > wallet.available_cents) {
    throw new AppError(
      'insufficient_funds',
      `Only ${formatCents(wallet.available_cents)} is available to refund; ${formatCents(wallet.held_cents + wallet.in_escrow_cents)} is committed to creators.`,
      { status: 409 },
    );
  }
  const parts = allocateRefund(
    amountCents,
    paid.map((t) => ({ id: t.id, refundableCents: t.amountCents - t.refundedCents })),
  );
  if (!parts)
    throw new AppError('refund_exceeds_top_ups', 'That is more than your card top-ups can take back.', { status: 409 });
  const provider = providerForEnv({ env, db });
  const paymentOf = new Map(paid.map((t) => [t.id, t.paymentId!]));
  const refunds = await Promise.all(
    parts.map(async (p) => {
      const id = crypto.randomUUID();
      const prepared = await provider.prepareRefund({
        paymentId: paymentOf.get(p.topUpId)!,
        amountCents: p.amountCents,
        metadata: { purpose: 'wallet_refund', brand_id: brandId, wallet_refund_id: id },
        idempotencyKey: `wallet_refund:${id}`,
      });
      return { ...p, id, prepared };
    }),
  );
  const steps: BatchItem<'sqlite'>[] = [];
  for (const r of refunds) {
    steps.push(
      db.insert(walletRefunds).values({
        id: r.id,
        brandId,
        topUpId: r.topUpId,
        amountCents: r.amountCents,
        currency: WALLET_CURRENCY,
        createdBy: actorId,
        providerRefundId: r.prepared.id,
      }),
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
      ...r.prepared.writes,
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
    walletBalancesStatement({ db, brandId }),
  );
  let results: unknown[];
  try {
    results = await runGuardedBatch(
      db,
      steps as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
      'Your available funds changed meanwhile; try again.',
    );
  } catch (e) {
    // Another request with this key wrote the same refund first: it answers what that one did.
    if (isUniqueViolation(e))
      return { refundIds: [], amountCents, wallet: afterRefund(wallet, amountCents), send: nothingToSend };
    if (e instanceof AppError && e.code === 'conflict')
      throw new AppError(
        'insufficient_funds',
        'Your available funds changed meanwhile; check the wallet and try again.',
        { status: 409 },
      );
    throw e;
  }
  const [after] = results.at(-1) as Parameters<typeof toWallet>[0][];
  return {
    refundIds: refunds.map((r) => r.id),
    amountCents,
    wallet: toWallet(after),
    send: () => sendPrepared({ db, refunds }),
  };
};

/** The provider's id of a sent refund, kept once. */
const keepProviderRefundId = (db: Db, id: string, providerRefundId: string) =>
  db
    .update(walletRefunds)
    .set({ providerRefundId })
    .where(and(eq(walletRefunds.id, id), isNull(walletRefunds.providerRefundId)));

const warnNotSent = (id: string, error: unknown) =>
  console.warn(
    JSON.stringify({ level: 'warn', msg: 'wallet refund not sent; the scheduler retries', id, error: String(error) }),
  );

/** Sends refunds whose rows are committed; Stripe's id is kept when it comes back. A failure is resent later. */
const sendPrepared = async ({ db, refunds }: { db: Db; refunds: Prepared[] }) => {
  for (const { id, prepared } of refunds) {
    try {
      const { id: providerRefundId } = await prepared.send();
      if (prepared.id === null) await keepProviderRefundId(db, id, providerRefundId);
    } catch (e) {
      warnNotSent(id, e);
    }
  }
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
      await keepProviderRefundId(db, id, providerRefundId);
    } catch (e) {
      warnNotSent(id, e);
    }
  }
};

/** Refunds the provider has not acknowledged yet (a failed call), older than a minute. */
export const resendPendingRefunds = async ({ db, env, now = Date.now() }: ScheduledJobArgs) => {
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
