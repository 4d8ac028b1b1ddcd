import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { creatorPayoutAccounts, creatorPayouts } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { ACCOUNTS } from '../ledger/accounts';
import { ledgerSteps } from '../ledger/ledger-steps';
import { providerForEnv } from '../payments/provider/provider-for-env';
import type { ScheduledJobArgs } from '../operations/scheduled-job';

type PayoutRow = typeof creatorPayouts.$inferSelect;

/** Claims one payout for a transfer: status → transferring, payable → in transit, in one guarded batch. */
const claim = async (db: Db, p: PayoutRow) => {
  const attempt = p.attempt + 1;
  const refs = {
    brandId: p.brandId,
    creatorId: p.creatorId,
    campaignId: p.campaignId,
    matchId: p.matchId,
    deliverableId: p.deliverableId,
  };
  try {
    await runGuardedBatch(
      db,
      [
        db
          .update(creatorPayouts)
          .set({ status: 'transferring', attempt, transferredAt: new Date().toISOString(), failureMessage: null })
          .where(
            and(
              eq(creatorPayouts.id, p.id),
              eq(creatorPayouts.status, p.status),
              eq(creatorPayouts.attempt, p.attempt),
            ),
          ),
        abortUnlessChanged(db),
        ...ledgerSteps({
          db,
          input: {
            idempotencyKey: `transfer:${p.id}:${attempt}`,
            kind: 'transfer',
            currency: p.currency,
            ...refs,
            memo: 'Transferred to the payout account',
            entries: [
              { account: ACCOUNTS.creatorPayable(p.creatorId, p.currency), amountCents: -p.amountCents },
              { account: ACCOUNTS.creatorInTransit(p.creatorId, p.currency), amountCents: p.amountCents },
            ],
          },
        }),
      ],
      'Already being paid out.',
    );
    return attempt;
  } catch (e) {
    if (e instanceof AppError && e.code === 'conflict') return null;
    throw e;
  }
};

/** Asks the provider for the transfer of a claimed payout; the same attempt always uses the same idempotency key. */
const transfer = async (db: Db, env: Env, p: PayoutRow, accountId: string, attempt: number) => {
  try {
    const { id } = await providerForEnv({ env, db }).createTransfer({
      accountId,
      amountCents: p.amountCents,
      currency: p.currency,
      metadata: {
        purpose: 'creator_payout',
        payout_id: p.id,
        attempt: String(attempt),
        creator_id: p.creatorId,
        match_id: p.matchId,
        deliverable_id: p.deliverableId,
      },
      idempotencyKey: `creator_payout:${p.id}:${attempt}`,
    });
    await db
      .update(creatorPayouts)
      .set({
        providerTransferId: id,
        status: sql`CASE WHEN ${creatorPayouts.status} = 'transferring' THEN 'in_transit' ELSE ${creatorPayouts.status} END`,
      })
      .where(eq(creatorPayouts.id, p.id));
  } catch (e) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'payout transfer failed; the scheduler retries',
        payout: p.id,
        error: String(e),
      }),
    );
  }
};

/**
 * Pays out a creator's released money (DESIGN §12): every payout waiting for an account (and, after the account
 * was fixed, every failed one) is claimed and transferred to the connected account; `payout.paid` finishes it.
 * Does nothing until the creator's payout account is enabled — the money waits as payable.
 */
export const startCreatorPayouts = async ({
  db,
  env,
  creatorId,
  retryFailed = false,
}: {
  db: Db;
  env: Env;
  creatorId: string;
  retryFailed?: boolean;
}) => {
  const [account] = await db
    .select()
    .from(creatorPayoutAccounts)
    .where(eq(creatorPayoutAccounts.creatorId, creatorId))
    .limit(1);
  if (account?.status !== 'enabled') return 0;
  const statuses: PayoutRow['status'][] = retryFailed ? ['waiting_for_account', 'failed'] : ['waiting_for_account'];
  const rows = await db
    .select()
    .from(creatorPayouts)
    .where(and(eq(creatorPayouts.creatorId, creatorId), inArray(creatorPayouts.status, statuses)))
    .limit(50);
  let started = 0;
  for (const row of rows) {
    const attempt = await claim(db, row);
    if (attempt === null) continue;
    await transfer(db, env, row, account.providerAccountId, attempt);
    started++;
  }
  return started;
};

/** Scheduled: transfers stuck in `transferring` (the provider call failed) are asked again with the same key; waiting ones start. */
export const retryStuckPayouts = async ({ db, env, now = Date.now() }: ScheduledJobArgs) => {
  const stuck = await db
    .select({ p: creatorPayouts, accountId: creatorPayoutAccounts.providerAccountId })
    .from(creatorPayouts)
    .innerJoin(creatorPayoutAccounts, eq(creatorPayoutAccounts.creatorId, creatorPayouts.creatorId))
    .where(
      and(
        eq(creatorPayouts.status, 'transferring'),
        lt(creatorPayouts.transferredAt, new Date(now - 120_000).toISOString()),
        eq(creatorPayoutAccounts.status, 'enabled'),
      ),
    )
    .limit(50);
  for (const { p, accountId } of stuck) await transfer(db, env, p, accountId, p.attempt);
  const waiting = await db
    .selectDistinct({ creatorId: creatorPayouts.creatorId })
    .from(creatorPayouts)
    .innerJoin(creatorPayoutAccounts, eq(creatorPayoutAccounts.creatorId, creatorPayouts.creatorId))
    .where(and(eq(creatorPayouts.status, 'waiting_for_account'), eq(creatorPayoutAccounts.status, 'enabled')))
    .limit(50);
  for (const { creatorId } of waiting) await startCreatorPayouts({ db, env, creatorId });
};
