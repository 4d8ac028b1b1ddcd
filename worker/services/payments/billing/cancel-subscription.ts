import { and, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { subscriptions } from '../../../../db/schema';
import type { Env } from '../../../env';
import type { Db } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../../lib/guarded-batch';
import type { ActingBrand } from '../../../lib/context';
import type { TBilling } from '../../../schemas/billing';
import { isProviderManaged } from '../plans/plan-change';
import { providerForEnv } from '../provider/provider-for-env';
import { changeStamp } from '../events/subscription-state';
import { assertCanManageBilling } from './billing-access';
import { billingOf, billingStatements } from './load-billing';

const alreadySo = (cancel: boolean) =>
  new AppError(
    cancel ? 'already_canceling' : 'not_canceling',
    cancel ? 'The subscription already ends at the end of this period.' : 'The subscription is not set to end.',
    { status: 409 },
  );

/**
 * Cancel (`cancel: true`) or resume a paid subscription at the end of the paid period. The provider is told and
 * its `customer.subscription.updated` webhook confirms; the flag is also written here so the billing page answers
 * at once (the webhook writes the same value). Cancelling twice or resuming an active one is a 409.
 *
 * Two round trips (issue 15): one read (the billing page's rows; on a folded request the session rides in it, and
 * the role is known only after it), the provider's call (Stripe: HTTP; the sandbox: nothing), then one guarded batch
 * with our flag (only if it is not so already: of racing requests one wins), the provider's own rows and the
 * subscription as it now is, which makes the answer. `announce` (after the answer) delivers the sandbox's webhook.
 */
export const setCancelAtPeriodEnd = async ({
  db,
  env,
  acting,
  cancel,
}: {
  db: Db;
  env: Env;
  acting: ActingBrand;
  cancel: boolean;
}): Promise<{ billing: TBilling; announce: () => Promise<void> }> => {
  const [[sub], planRows, seatRows] = await db.batch([...billingStatements({ db, brandId: acting.brandId })]);
  assertCanManageBilling(acting);
  if (!sub || !isProviderManaged(sub))
    throw new AppError('no_paid_subscription', 'There is no paid subscription to cancel or resume.', { status: 409 });
  if (sub.cancelAtPeriodEnd === cancel) throw alreadySo(cancel);
  const change = await providerForEnv({ env, db }).setCancelAtPeriodEnd({
    subscriptionId: sub.providerSubscriptionId!,
    cancel,
    metadata: changeStamp(),
  });
  let updated: typeof sub | undefined;
  try {
    [[updated]] = await runGuardedBatch(
      db,
      [
        db
          .update(subscriptions)
          .set({ cancelAtPeriodEnd: cancel })
          .where(and(eq(subscriptions.brandId, acting.brandId), eq(subscriptions.cancelAtPeriodEnd, !cancel)))
          .returning(),
        abortUnlessChanged(db),
        ...(change.writes as BatchItem<'sqlite'>[]),
      ],
      'The subscription changed meanwhile; reload billing and try again.',
    );
  } catch (e) {
    // A racing request made the same change first.
    if (e instanceof AppError && e.code === 'conflict') throw alreadySo(cancel);
    throw e;
  }
  return {
    billing: billingOf(acting, { sub: updated, plans: planRows, seats: seatRows[0]?.n ?? 0 }),
    announce: change.announce,
  };
};
