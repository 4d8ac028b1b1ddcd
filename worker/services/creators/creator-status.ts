import { eq } from 'drizzle-orm';
import { creatorProfiles, notifications, users } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { TUserStatus } from '../../schemas/user';
import { allFlags, withFlags } from './onboarding-flags';

const isStaff = (auth: Auth) => auth.user.isStaff || auth.user.profileOf === 'Staff';

/**
 * Sets a creator's account status. Spec §4: any status other than PENDING marks onboarding complete. Approving
 * (PENDING → ACTIVE) also tells the creator (in-app notification, `notified_approved`). Staff may set any status;
 * strategists may only approve. Setting the status a creator already has is a 409.
 */
export const setCreatorStatus = async ({ db, auth, creatorId, status }: { db: Db; auth: Auth; creatorId: string; status: TUserStatus }) => {
  if (!isStaff(auth) && !(auth.user.profileOf === 'Strategist' && status === 'ACTIVE')) throw forbidden('Only staff can change a creator’s status; strategists can approve.');
  const [row] = await db
    .select({ userId: users.id, current: users.status })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(creatorProfiles.id, creatorId))
    .limit(1);
  if (!row) throw notFound('creator');
  if (row.current === status) throw conflict(`This creator is already ${status}.`);
  const approving = row.current === 'PENDING' && status === 'ACTIVE';
  await db.batch([
    db.update(users).set({ status }).where(eq(users.id, row.userId)),
    db
      .update(creatorProfiles)
      .set({ onboarding: withFlags(status === 'PENDING' ? { onboarding_complete: false } : { onboarding_complete: true, ...(approving ? { notified_approved: true } : {}) }) })
      .where(eq(creatorProfiles.id, creatorId)),
    ...(approving
      ? [db.insert(notifications).values({ userId: row.userId, kind: 'creator_approved', title: 'Your profile is approved', body: 'You can now apply to campaigns and accept offers.', link: '/creator/campaigns/search' })]
      : []),
  ]);
  const [after] = await db.select({ onboarding: creatorProfiles.onboarding }).from(creatorProfiles).where(eq(creatorProfiles.id, creatorId));
  return { id: creatorId, user_id: row.userId, status, onboarding: allFlags(after?.onboarding) };
};
