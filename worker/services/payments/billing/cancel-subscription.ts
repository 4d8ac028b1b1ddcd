import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../../db/schema';
import type { Env } from '../../../env';
import type { Db } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import type { ActingBrand } from '../../../lib/context';
import { isProviderManaged, loadCurrentSubscription } from '../plans/plan-change';
import { providerForEnv } from '../provider/provider-for-env';
import { assertCanManageBilling } from './billing-access';

/**
 * Cancel (`cancel: true`) or resume a paid subscription at the end of the paid period. The provider is told and
 * its `customer.subscription.updated` webhook confirms; the flag is also written here so the billing page answers
 * at once (the webhook writes the same value). Cancelling twice or resuming an active one is a 409.
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
}) => {
  assertCanManageBilling(acting);
  const { sub } = await loadCurrentSubscription({ db, brandId: acting.brandId });
  if (!isProviderManaged(sub))
    throw new AppError('no_paid_subscription', 'There is no paid subscription to cancel or resume.', { status: 409 });
  if (sub.cancelAtPeriodEnd === cancel) {
    throw new AppError(
      cancel ? 'already_canceling' : 'not_canceling',
      cancel ? 'The subscription already ends at the end of this period.' : 'The subscription is not set to end.',
      { status: 409 },
    );
  }
  await providerForEnv({ env, db }).setCancelAtPeriodEnd({ subscriptionId: sub.providerSubscriptionId!, cancel });
  await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(subscriptions.brandId, acting.brandId));
};
