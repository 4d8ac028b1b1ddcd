import { and, eq } from 'drizzle-orm';
import { brandMembers, invitations, users } from '../../../db/schema';
import { hashPassword } from '../../lib/auth/password';
import type { UserRow } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Db } from '../../lib/db';
import { AppError, conflict } from '../../lib/errors';
import type { TInvitationCheck } from '../../schemas/team';
import { assertUsable, loadByToken, statusOf, type InvitationRow } from './invitation-rows';
import { paths } from '../../schemas/app-paths';

const HOME = {
  team: paths.brand.campaigns.getHref(),
  strategist: paths.internal.selectBrand.getHref(),
  staff: paths.staff.getHref(),
} as const;

/** What an invitation link shows before anyone signs in: valid or why not, for whom, from whom. */
export const checkInvitation = async ({ db, raw }: { db: Db; raw: string }): Promise<TInvitationCheck> => {
  const { invitation, inviter, brandName } = await loadByToken({ db, raw });
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  return {
    status: statusOf(invitation),
    email: invitation.email,
    role: invitation.role,
    kind: invitation.kind,
    brand_name: brandName,
    invited_by: inviter,
    expires_at: invitation.expiresAt,
    account_exists: !!account,
  };
};

/** The rows that make the user what the invitation says, and mark it accepted (only while still pending). */
const acceptRows = (db: Db, invitation: InvitationRow, userId: string) => [
  db
    .update(invitations)
    .set({ status: 'accepted', acceptedUserId: userId, acceptedAt: new Date().toISOString() })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending'))),
  ...(invitation.kind === 'team' && invitation.brandId
    ? [db.insert(brandMembers).values({ brandId: invitation.brandId, userId, role: invitation.role ?? 'member' })]
    : []),
];

/**
 * A new person signs up from the link: the account is created straight into the brand (or as a strategist or staff
 * member) with the invited address — verified by the link itself — and no brand of its own.
 */
export const signupWithInvitation = async ({
  db,
  raw,
  input,
}: {
  db: Db;
  raw: string;
  input: { first_name: string; last_name: string; password: string };
}) => {
  const { invitation } = await loadByToken({ db, raw });
  assertUsable(invitation);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  if (existing) throw conflict(`An account with ${invitation.email} already exists. Sign in to accept the invitation.`);
  const userId = crypto.randomUUID();
  const profileOf = invitation.kind === 'team' ? 'Brand' : invitation.kind === 'strategist' ? 'Strategist' : 'Staff';
  try {
    await db.batch([
      db.insert(users).values({
        id: userId,
        email: invitation.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        profileOf,
        isStaff: invitation.kind === 'staff',
        status: 'ACTIVE',
        emailVerified: true,
      }),
      ...acceptRows(db, invitation, userId),
    ]);
  } catch (e) {
    if (isUniqueViolation(e))
      throw conflict(`An account with ${invitation.email} already exists. Sign in to accept the invitation.`);
    throw e;
  }
  return { detail: 'Your account is ready.', email: invitation.email, home: HOME[invitation.kind] };
};

/** A signed-in user accepts an invitation sent to their own address. Someone else's link is refused (403). */
export const acceptInvitation = async ({ db, raw, user }: { db: Db; raw: string; user: UserRow }) => {
  const { invitation } = await loadByToken({ db, raw });
  assertUsable(invitation);
  if (invitation.email !== user.email)
    throw new AppError(
      'invitation_for_someone_else',
      `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
      { status: 403 },
    );
  if (invitation.kind === 'team') {
    if (user.profileOf !== 'Brand') throw conflict('Only brand accounts can join a brand team.');
    const [membership] = await db.select().from(brandMembers).where(eq(brandMembers.userId, user.id));
    if (membership)
      throw conflict(
        membership.brandId === invitation.brandId
          ? 'You are already in this team.'
          : 'You are already part of another brand. Leave it before joining this one.',
      );
  } else {
    throw conflict('Strategist and staff invitations are for new accounts. Ask for an invitation to a new address.');
  }
  try {
    await db.batch(
      acceptRows(db, invitation, user.id) as [ReturnType<typeof acceptRows>[number], ...ReturnType<typeof acceptRows>],
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('You are already part of a brand.');
    throw e;
  }
  return { detail: 'You joined the team.', email: user.email, home: HOME[invitation.kind] };
};
