import { and, eq } from 'drizzle-orm';
import { walletTopUps } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { ACCOUNTS } from '../ledger/accounts';
import { ledgerSteps } from '../ledger/ledger-steps';
import type { PaymentEventHandler } from '../payments/events/handlers';
import { providerIdOf, type ProviderObject } from '../payments/events/provider-object';

/**
 * `checkout.session.completed` of a top-up (`metadata.purpose = wallet_top_up`): the top-up becomes paid and
 * the paid amount moves provider clearing → the brand's available funds, in one guarded batch keyed by the
 * top-up. Any number of copies, in any order, credit once.
 */
export const creditTopUp: PaymentEventHandler = async ({ db, event }) => {
  const session = event.data.object as ProviderObject;
  const meta = (session.metadata ?? {}) as Record<string, string>;
  if (meta.purpose !== 'wallet_top_up' || !meta.top_up_id || session.payment_status === 'unpaid') return;
  const [topUp] = await db.select().from(walletTopUps).where(eq(walletTopUps.id, meta.top_up_id)).limit(1);
  if (!topUp || topUp.brandId !== meta.brand_id || topUp.status === 'paid') return;
  const amountCents =
    Number.isSafeInteger(session.amount_total) && session.amount_total > 0
      ? (session.amount_total as number)
      : topUp.amountCents;
  await postCredit(
    db,
    topUp,
    amountCents,
    providerIdOf(session.payment_intent) ?? null,
    new Date(event.created * 1000).toISOString(),
  );
};

const postCredit = async (
  db: Db,
  topUp: typeof walletTopUps.$inferSelect,
  amountCents: number,
  paymentId: string | null,
  paidAt: string,
) => {
  try {
    await runGuardedBatch(
      db,
      [
        db
          .update(walletTopUps)
          .set({ status: 'paid', amountCents, providerPaymentId: paymentId, paidAt })
          .where(and(eq(walletTopUps.id, topUp.id), eq(walletTopUps.status, 'pending'))),
        abortUnlessChanged(db),
        ...ledgerSteps({
          db,
          input: {
            idempotencyKey: `top_up:${topUp.id}`,
            kind: 'top_up',
            currency: topUp.currency,
            brandId: topUp.brandId,
            memo: 'Top-up by card',
            entries: [
              { account: ACCOUNTS.providerClearing(topUp.currency), amountCents: -amountCents },
              { account: ACCOUNTS.brandAvailable(topUp.brandId, topUp.currency), amountCents },
            ],
          },
        }),
      ],
      'This top-up is already credited.',
    );
  } catch (e) {
    // A parallel copy of the same event credited it first.
    if (!(e instanceof AppError && e.code === 'conflict')) throw e;
  }
};
