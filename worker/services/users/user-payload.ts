import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { brandMembers, brands, creatorProfiles, notifications, strategistBrands } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import {
  BRAND_ONBOARDING_FLAGS,
  CREATOR_ONBOARDING_FLAGS,
  INTERNAL_ONBOARDING_FLAGS,
  type TUser,
} from '../../schemas/user';

const pickFlags = (names: readonly string[], stored: Record<string, boolean> | undefined) =>
  Object.fromEntries(names.map((n) => [n, stored?.[n] === true]));

/**
 * The statements the signed-in user of spec §3 needs beyond the user row, for one batch: `userId` is the id, or an
 * SQL expression for it (a sign-in reads them with the user it looks up by address, before it knows the id).
 */
export const userPayloadReads = ({ db, userId }: { db: Db; userId: string | SQL }) =>
  [
    db
      .select({
        id: brands.id,
        name: brands.name,
        ownerId: brands.ownerId,
        role: brandMembers.role,
        onboarding: brands.onboarding,
      })
      .from(brandMembers)
      .innerJoin(brands, eq(brands.id, brandMembers.brandId))
      .where(eq(brandMembers.userId, userId))
      .limit(1),
    db
      .select({ id: brands.id, name: brands.name })
      .from(strategistBrands)
      .innerJoin(brands, eq(brands.id, strategistBrands.brandId))
      .where(eq(strategistBrands.strategistId, userId))
      .orderBy(brands.name),
    db
      .select({ id: creatorProfiles.id, onboarding: creatorProfiles.onboarding })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, userId))
      .limit(1),
    // One per thread, as the notification list collapses them.
    db
      .select({ n: sql<number>`count(distinct coalesce(${notifications.threadKey}, ${notifications.id}))` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ] as const;

type PayloadReads = ReturnType<typeof userPayloadReads>;
type ResultOf<T> = T extends { _: { result: infer R } } ? R : never;
type Results<T> = { -readonly [K in keyof T]: ResultOf<T[K]> };
export type UserPayloadRows = Results<PayloadReads>;

/** The signed-in user of spec §3 from the user row and the results of `userPayloadReads`. */
export const userPayloadFrom = (user: UserRow, [membership, managed, profile, unread]: UserPayloadRows): TUser => {
  const brand = membership[0];
  const onboarding =
    user.profileOf === 'Influencer'
      ? pickFlags(CREATOR_ONBOARDING_FLAGS, profile[0]?.onboarding)
      : user.profileOf === 'Brand'
        ? pickFlags(BRAND_ONBOARDING_FLAGS, brand?.onboarding)
        : pickFlags(INTERNAL_ONBOARDING_FLAGS, user.onboarding);
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    brand: brand ? { id: brand.id, name: brand.name, owner_id: brand.ownerId, role: brand.role } : null,
    profile: profile[0]?.id ?? null,
    profile_of: user.profileOf,
    is_staff: user.isStaff,
    display_picture: user.displayPicture,
    status: user.status,
    email_verified: user.emailVerified,
    required_email_verification: !user.emailVerified,
    managed_brands: managed,
    notifications: unread[0]?.n ?? 0,
    groups: user.groups,
    onboarding,
  };
};

/** The signed-in user of spec §3, read in one round trip. */
export const loadUserPayload = async ({ db, user }: { db: Db; user: UserRow }): Promise<TUser> =>
  userPayloadFrom(user, await db.batch([...userPayloadReads({ db, userId: user.id })]));
