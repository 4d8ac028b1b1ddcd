import { count, eq } from 'drizzle-orm';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import { emailTokens, locations, plans, removalReasons, users } from '../schema';
import type * as schema from '../schema';
import { hashPassword } from '../../worker/lib/auth/password';
import { randomToken, sha256Hex } from '../../worker/lib/auth/tokens';
import { LOCATION_ROWS, PLANS, REMOVAL_REASONS } from './reference-data';

type AnyDb = LibSQLDatabase<typeof schema>;

/**
 * The reference data a real deployment needs and nothing else: plans, locations, removal reasons. Idempotent:
 * locations and reasons by their ids, plans only when there are none (they get ids at first insert).
 */
export const seedReferenceData = async (db: AnyDb) => {
  const [{ n }] = (await db.select({ n: count() }).from(plans)) as [{ n: number }];
  await db.batch([
    db.insert(removalReasons).values(REMOVAL_REASONS).onConflictDoNothing(),
    db.insert(locations).values(LOCATION_ROWS).onConflictDoNothing(),
  ]);
  if (n === 0) await db.insert(plans).values(PLANS);
  return { plans: n === 0 ? PLANS.length : 0, locations: LOCATION_ROWS.length, removalReasons: REMOVAL_REASONS.length };
};

/** How long the first staff account's set-password link works. */
export const FIRST_STAFF_LINK_HOURS = 24;

/**
 * Creates a staff account with no usable password and a one-time link that sets it (the password-reset page).
 * Refuses an address that already has an account.
 */
export const createStaffAccount = async (
  db: AnyDb,
  { email, firstName, lastName, publicUrl }: { email: string; firstName: string; lastName: string; publicUrl: string },
) => {
  const address = email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`Not an e-mail address: ${email}`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (existing) throw new Error(`${address} already has an account.`);
  const userId = crypto.randomUUID();
  const raw = randomToken();
  // Nobody knows this password: the account is usable only once the link sets one.
  const passwordHash = await hashPassword(randomToken());
  await db.batch([
    db.insert(users).values({
      id: userId,
      email: address,
      passwordHash,
      firstName,
      lastName,
      profileOf: 'Staff',
      isStaff: true,
      groups: ['staff'],
      status: 'ACTIVE',
    }),
    db.insert(emailTokens).values({
      userId,
      purpose: 'password_reset',
      tokenHash: await sha256Hex(raw),
      expiresAt: new Date(Date.now() + FIRST_STAFF_LINK_HOURS * 3600_000).toISOString(),
    }),
  ]);
  return { userId, link: `${publicUrl.replace(/\/$/, '')}/password/reset/confirm/${userId}/${raw}` };
};
