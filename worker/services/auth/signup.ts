import { eq } from 'drizzle-orm';
import { brandMembers, brands, creatorProfiles, plans, subscriptions, users } from '../../../db/schema';
import { hashPassword } from '../../lib/auth/password';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Db } from '../../lib/db';
import type { TSignupRequest } from '../../schemas/auth';
import { queueEmail } from '../email/outbox';
import { accountExistsEmail } from '../email/account-security-templates';
import { activationEmail } from '../email/templates';
import { newEmailToken } from './email-tokens';
import { paths } from '../../schemas/app-paths';

export const FREE_PLAN_NAME = 'Free';

/**
 * Creates the account and what its type needs (a brand with its owner membership and a Free subscription,
 * or an empty creator profile) and queues the activation e-mail — all in one atomic batch.
 * Brands are ACTIVE at once; creators stay PENDING until staff or a strategist approves them.
 * An address that already has an account gets the same answer, and its owner an e-mail saying so (with the same
 * password-hashing cost), so sign-up never tells anyone whether an address is registered.
 */
export const signup = async ({ db, input, origin }: { db: Db; input: TSignupRequest; origin: string }) => {
  const passwordHash = await hashPassword(input.password);
  const [taken] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (taken) {
    await tellOwnerAccountExists(db, taken, origin);
    return;
  }

  const userId = crypto.randomUUID();
  const isBrand = input.profile_of === 'Brand';
  const user = {
    id: userId,
    email: input.email,
    passwordHash,
    firstName: input.first_name,
    lastName: input.last_name,
    profileOf: input.profile_of,
    status: isBrand ? ('ACTIVE' as const) : ('PENDING' as const),
  };
  const token = await newEmailToken({ db, userId, purpose: 'activate' });
  const url = `${origin}${paths.auth.activate.getHref(userId, token.raw)}`;

  const [freePlan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, FREE_PLAN_NAME)).limit(1);
  const brandId = crypto.randomUUID();
  const typeRows = isBrand
    ? [
        db
          .insert(brands)
          .values({ id: brandId, name: input.brand_name!, ownerId: userId, onboarding: { onboarding_required: true } }),
        db.insert(brandMembers).values({ brandId, userId, role: 'owner' }),
        ...(freePlan ? [db.insert(subscriptions).values({ brandId, planId: freePlan.id })] : []),
      ]
    : [db.insert(creatorProfiles).values({ userId, onboarding: { get_started_modal: true } })];

  try {
    await db.batch([
      db.insert(users).values(user),
      ...typeRows,
      token.insert,
      queueEmail({ db, to: input.email, message: activationEmail({ firstName: input.first_name, url }) }),
    ]);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Someone signed up with this address in the meantime: answer the same as for any taken address.
    const [owner] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
    if (owner) await tellOwnerAccountExists(db, owner, origin);
  }
};

const tellOwnerAccountExists = (db: Db, owner: typeof users.$inferSelect, origin: string) =>
  queueEmail({
    db,
    to: owner.email,
    message: accountExistsEmail({
      firstName: owner.firstName,
      signInUrl: `${origin}/login`,
      resetUrl: `${origin}${paths.auth.passwordReset.getHref()}`,
    }),
  });
