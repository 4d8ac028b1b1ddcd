import { eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  brandMembers,
  brands,
  creatorProfiles,
  emailOutbox,
  emailTokens,
  plans,
  subscriptions,
  users,
} from '../../../db/schema';
import { hashPassword } from '../../lib/auth/password';
import type { Db } from '../../lib/db';
import { insertWhen } from '../../lib/insert-when';
import type { TSignupRequest } from '../../schemas/auth';
import { accountExistsEmail } from '../email/account-security-templates';
import { withFirstNameFrom } from '../email/first-name-in-sql';
import { activationEmail } from '../email/templates';
import { newEmailToken } from './email-tokens';
import { paths } from '../../schemas/app-paths';

export const FREE_PLAN_NAME = 'Free';

/**
 * Creates the account and what its type needs (a brand with its owner membership and a Free subscription,
 * or an empty creator profile) and queues the activation e-mail — or, when the address already has an account, e-mails
 * its owner that it does. One batch decides which (issue 15: the caller's attempt count, then this, two round trips):
 * the account's insert does nothing for a taken address, and every other row is inserted only while the new account
 * exists (or, the notice, while it does not). So a taken address costs the same database work and the same password
 * hashing as a new one, the answer never tells whether an address is registered, and of two sign-ups racing for one
 * address exactly one creates an account while the other's owner notice goes out, both in their own single batch.
 * Brands are ACTIVE at once; creators stay PENDING until staff or a strategist approves them.
 */
export const signup = async ({ db, input, origin }: { db: Db; input: TSignupRequest; origin: string }) => {
  const userId = crypto.randomUUID();
  const created = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId})`;
  const isBrand = input.profile_of === 'Brand';
  const token = await newEmailToken({ db, userId, purpose: 'activate' });
  const activationUrl = `${origin}${paths.auth.activate.getHref(userId, token.raw)}`;
  const batch: BatchItem<'sqlite'>[] = [
    db
      .insert(users)
      .values({
        id: userId,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        profileOf: input.profile_of,
        status: isBrand ? 'ACTIVE' : 'PENDING',
      })
      .onConflictDoNothing({ target: users.email }),
    ...(isBrand ? brandRows(db, { userId, brandName: input.brand_name!, created }) : []),
    ...(isBrand ? [] : [insertWhen(db, creatorProfiles, { userId, onboarding: { get_started_modal: true } }, created)]),
    insertWhen(db, emailTokens, token.row, created),
    insertWhen(
      db,
      emailOutbox,
      { toEmail: input.email, ...activationEmail({ firstName: input.first_name, url: activationUrl }) },
      created,
    ),
    ownerNotice(db, input.email, origin, sql`NOT ${created}`),
  ];
  await db.batch(batch as [BatchItem<'sqlite'>]);
};

/** The new brand, its owner's membership and its Free subscription (none when no Free plan is seeded). */
const brandRows = (db: Db, { userId, brandName, created }: { userId: string; brandName: string; created: SQL }) => {
  const brandId = crypto.randomUUID();
  const freePlanId = sql`(SELECT ${plans.id} FROM ${plans} WHERE ${plans.name} = ${FREE_PLAN_NAME} LIMIT 1)`;
  return [
    insertWhen(
      db,
      brands,
      { id: brandId, name: brandName, ownerId: userId, onboarding: { onboarding_required: true } },
      created,
    ),
    insertWhen(db, brandMembers, { brandId, userId, role: 'owner' }, created),
    insertWhen(db, subscriptions, { brandId, planId: freePlanId }, sql`${created} AND ${freePlanId} IS NOT NULL`),
  ];
};

/** The e-mail telling the address's owner that someone tried to sign up with it, in their own first name. */
const ownerNotice = (db: Db, email: string, origin: string, when: SQL) =>
  insertWhen(
    db,
    emailOutbox,
    {
      toEmail: email,
      ...withFirstNameFrom(
        (firstName) =>
          accountExistsEmail({
            firstName,
            signInUrl: `${origin}/login`,
            resetUrl: `${origin}${paths.auth.passwordReset.getHref()}`,
          }),
        sql`(SELECT ${users.firstName} FROM ${users} WHERE ${eq(users.email, email)})`,
      ),
    },
    when,
  );
