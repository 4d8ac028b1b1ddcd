import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { brandMembers, brands, invitations, plans, strategistBrands, subscriptions, users } from '../../../db/schema';
import { verifyPassword, WRONG_PASSWORD } from '../../lib/auth/password';
import type { UserRow } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TActingRole, TTeam, TTeamRole } from '../../schemas/team';

/** The team: members (owner first), seats of the plan and how many are used or held by pending invitations. */
export const loadTeam = async ({
  db,
  brandId,
  actorId,
  acting,
}: {
  db: Db;
  brandId: string;
  actorId: string;
  /** Read after the batch: a folded request learns the caller's role with it (worker/lib/session-fold.ts). */
  acting: { role: TActingRole };
}): Promise<TTeam> => {
  const now = new Date().toISOString();
  const [members, pending, plan] = await db.batch([
    db
      .select({ member: brandMembers, user: users })
      .from(brandMembers)
      .innerJoin(users, eq(users.id, brandMembers.userId))
      .where(eq(brandMembers.brandId, brandId))
      .orderBy(asc(brandMembers.createdAt)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(invitations)
      .where(and(eq(invitations.brandId, brandId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now))),
    db
      .select({ seats: plans.seats })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.brandId, brandId)),
  ]);
  const order = { owner: 0, admin: 1, member: 2 };
  return {
    members: members
      .map(({ member, user }) => ({
        user_id: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        display_picture: user.displayPicture,
        role: member.role,
        joined_at: member.createdAt,
        is_you: user.id === actorId,
      }))
      .sort((a, b) => order[a.role] - order[b.role]),
    seats: { total: plan[0]?.seats ?? 1, used: members.length, pending: pending[0]?.n ?? 0 },
    your_role: acting.role,
  };
};

const memberQuery = ({ db, brandId, userId }: { db: Db; brandId: string; userId: string }) =>
  db
    .select()
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));

/**
 * Makes a member an admin or a plain member. The owner's role only changes by a transfer of ownership. One read (the
 * member; on a folded request the session), then one guarded write: a member who became the owner meanwhile is a 409.
 */
export const changeMemberRole = async ({
  db,
  brandId,
  actor,
  userId,
  role,
}: {
  db: Db;
  brandId: string;
  actor: UserRow;
  userId: string;
  role: TTeamRole;
}) => {
  const [[member]] = await db.batch([memberQuery({ db, brandId, userId })]);
  if (!member) throw notFound('team member');
  const ownerOnlyByTransfer = 'The owner’s role changes only by transferring ownership.';
  if (member.role === 'owner') throw conflict(ownerOnlyByTransfer);
  if (userId === actor.id) throw conflict('You cannot change your own role.');
  await runGuardedBatch(
    db,
    [
      db
        .update(brandMembers)
        .set({ role })
        .where(and(eq(brandMembers.id, member.id), ne(brandMembers.role, 'owner'))),
      abortUnlessChanged(db),
    ],
    ownerOnlyByTransfer,
  );
  return { detail: `Role changed to ${role}.` };
};

/** The brand's primary account owner (spec §6: the user whose id is the brand's owner id). */
export const loadAccountOwner = async ({ db, brandId }: { db: Db; brandId: string }) => {
  const [row] = await inBatch(
    db,
    db
      .select({ user: users })
      .from(brands)
      .innerJoin(users, eq(users.id, brands.ownerId))
      .where(eq(brands.id, brandId)),
  );
  if (!row) throw notFound('brand');
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
    display_picture: u.displayPicture,
  };
};

/** The owner hands the brand to another member (password confirmed); the old owner becomes an admin. */
export const transferOwnership = async ({
  db,
  brandId,
  owner,
  userId,
  password,
}: {
  db: Db;
  brandId: string;
  owner: UserRow;
  userId: string;
  password: string;
}) => {
  // One read (the member; on a folded request the session, so the owner's password hash is known after it).
  const [[member]] = await db.batch([memberQuery({ db, brandId, userId })]);
  if (!(await verifyPassword(password, owner.passwordHash)).ok)
    throw new AppError('invalid_credentials', WRONG_PASSWORD, { fields: { password: [WRONG_PASSWORD] } });
  if (userId === owner.id) throw conflict('You already own this brand.');
  if (!member) throw notFound('team member');
  // Conditional on the caller still owning the brand (and the new owner still being a member): of simultaneous
  // transfers one wins and the others change nothing (409), so the brand never ends up with two owners.
  await runGuardedBatch(
    db,
    [
      db
        .update(brands)
        .set({ ownerId: userId })
        .where(and(eq(brands.id, brandId), eq(brands.ownerId, owner.id))),
      abortUnlessChanged(db),
      db.update(brandMembers).set({ role: 'owner' }).where(eq(brandMembers.id, member.id)),
      abortUnlessChanged(db),
      db
        .update(brandMembers)
        .set({ role: 'admin' })
        .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, owner.id))),
    ],
    'You no longer own this brand.',
  );
  return { detail: 'Ownership transferred. You are now an admin.' };
};

/** The strategists managing the brand; their names only when the plan has Account Manager. */
/** `isVisible` is asked after the read: on a folded request the plan is known only then. */
export const listAdminStrategists = async ({
  db,
  brandId,
  isVisible,
}: {
  db: Db;
  brandId: string;
  isVisible: () => boolean;
}) => {
  const rows = await inBatch(
    db,
    db
      .select({ user: users })
      .from(strategistBrands)
      .innerJoin(users, eq(users.id, strategistBrands.strategistId))
      .where(eq(strategistBrands.brandId, brandId))
      .orderBy(asc(users.firstName)),
  );
  const visible = isVisible();
  return {
    visible,
    count: rows.length,
    results: visible
      ? rows.map(({ user: u }) => ({
          id: u.id,
          name: `${u.firstName} ${u.lastName}`.trim(),
          email: u.email,
          display_picture: u.displayPicture,
        }))
      : [],
  };
};
