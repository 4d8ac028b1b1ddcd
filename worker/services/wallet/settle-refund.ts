import { and, eq } from 'drizzle-orm';
import { walletRefunds } from '../../../db/schema';
import { AppError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { ACCOUNTS } from '../ledger/accounts';
import { ledgerSteps } from '../ledger/ledger-steps';
import type { PaymentEventHandler } from '../payments/events/handlers';

type Obj = Record<string, any>;

/**
 * `charge.refunded`: each refund of the charge that is one of ours (`metadata.purpose = wallet_refund`) settles
 * once — refund pending → provider clearing. Refunds of other charges are not ours to judge.
 */
export const settleWalletRefunds: PaymentEventHandler = async ({ db, event }) => {
  const charge = event.data.object as Obj;
  const refunds = (charge.refunds?.data ?? []) as Obj[];
  for (const refund of refunds) {
    const meta = (refund.metadata ?? {}) as Record<string, string>;
    if (meta.purpose !== 'wallet_refund' || !meta.wallet_refund_id || (refund.status && refund.status !== 'succeeded'))
      continue;
    const [row] = await db.select().from(walletRefunds).where(eq(walletRefunds.id, meta.wallet_refund_id)).limit(1);
    if (!row || row.status === 'settled') continue;
    try {
      await runGuardedBatch(
        db,
        [
          db
            .update(walletRefunds)
            .set({
              status: 'settled',
              settledAt: new Date(event.created * 1000).toISOString(),
              providerRefundId: String(refund.id),
            })
            .where(and(eq(walletRefunds.id, row.id), eq(walletRefunds.status, 'pending'))),
          abortUnlessChanged(db),
          ...ledgerSteps({
            db,
            input: {
              idempotencyKey: `refund_settled:${row.id}`,
              kind: 'refund_settled',
              currency: row.currency,
              brandId: row.brandId,
              memo: 'Refunded to the card',
              entries: [
                { account: ACCOUNTS.brandRefundPending(row.brandId, row.currency), amountCents: -row.amountCents },
                { account: ACCOUNTS.providerClearing(row.currency), amountCents: row.amountCents },
              ],
            },
          }),
        ],
        'Already settled.',
      );
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'conflict')) throw e;
    }
  }
};
