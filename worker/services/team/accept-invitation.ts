import { and, eq, gt } from 'drizzle-orm';
import { brandMembers, invitations, users } from '../../../db/schema';
import { hashPassword } from '../../lib/auth/password';
import type { UserRow } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { sha256Hex } from '../../lib/auth/tokens';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { Db } from '../../lib/db';
import { AppError, conflict } from '../../lib/errors';
import type { TInvitationCheck } from '../../schemas/team';
import {
  assertUsable,
  invitationByToken,
  invitationOr404,
  loadByToken,
  statusOf,
  type InvitationRow,
} from './invitation-rows';
import { paths } from '../../schemas/app-paths';

const HOME = {
  team: paths.brand.campaigns.getHref(),
  strategist: paths.internal.selectBrand.getHref(),
  staff: paths.staff.getHref(),
} as const;

/** What an invitation link shows before anyone signs in: valid or why not, for whom, from whom. */
export const checkInvitation = async ({ db, raw }: { db: Db; raw: string }): Promise<TInvitationCheck> => {
  const { invitation, inviter, brandName, accountExists } = await loadByToken({ db, raw });
  return {
    status: statusOf(invitation),
    email: invitation.email,
    role: invitation.role,
    kind: invitation.kind,
    brand_name: brandName,
    invited_by: inviter,
    expires_at: invitation.expiresAt,
    account_exists: accountExists,
  };
};

/** Marks the invitation accepted, only while it is still pending and unexpired (else it changes no row). */
const markAccepted = (db: Db, invitation: InvitationRow, userId: string) => {
  const now = new Date().toISOString();
  return db
    .update(invitations)
    .set({ status: 'accepted', acceptedUserId: userId, acceptedAt: now })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)));
};

/** The membership a team invitation gives (none for strategist and staff invitations). */
const joinRows = (db: Db, invitation: InvitationRow, userId: string) =>
  invitation.kind === 'team' && invitation.brandId
    ? [db.insert(brandMembers).values({ brandId: invitation.brandId, userId, role: invitation.role ?? 'member' })]
    : [];

const changedMeanwhile = () => new AppError('conflict', 'This invitation changed meanwhile. Open the link again.');

const accountExistsFor = (email: string) =>
  conflict(`An account with ${email} already exists. Sign in to accept the invitation.`);

/**
 * A new person signs up from the link: the account is created straight into the brand (or as a strategist or staff
 * member) with the invited address — verified by the link itself — and no brand of its own. Two round trips (issue
 * 15): the invitation with whether its address has an account, then one batch that creates the account (the unique
 * address refuses a second one: of racing sign-ups one wins, the others get the same 409 as after it) and accepts the
 * invitation only while it is still pending and unexpired. Withdrawn or expired between the two, nothing is written
 * and the invitation, read again, gives its own 409.
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
  const { invitation, accountExists } = await loadByToken({ db, raw });
  assertUsable(invitation);
  if (accountExists) throw accountExistsFor(invitation.email);
  const userId = crypto.randomUUID();
  const profileOf = invitation.kind === 'team' ? 'Brand' : invitation.kind === 'strategist' ? 'Strategist' : 'Staff';
  const changed = changedMeanwhile();
  try {
    await runGuardedBatch(
      db,
      [
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
        markAccepted(db, invitation, userId),
        abortUnlessChanged(db),
        ...joinRows(db, invitation, userId),
      ],
      () => changed,
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw accountExistsFor(invitation.email);
    if (e !== changed) throw e;
    assertUsable((await loadByToken({ db, raw })).invitation);
    throw changed;
  }
  return { detail: 'Your account is ready.', email: invitation.email, home: HOME[invitation.kind] };
};

/**
 * A signed-in user accepts an invitation sent to their own address. Someone else's link is refused (403). Two round
 * trips (issue 15): the invitation and the user's membership ride with the folded session; then one batch accepts the
 * invitation only while it is still pending (`abortUnlessChanged`) and adds the membership (the unique membership
 * refuses a second brand). Of racing acceptances one joins; an invitation accepted, withdrawn or changed between the
 * two round trips writes nothing, and is read again to give its own 409.
 */
export const acceptInvitation = async ({ db, raw, user }: { db: Db; raw: string; user: UserRow }) => {
  const tokenHash = await sha256Hex(raw);
  const [[found], [membership]] = await db.batch([
    invitationByToken({ db, tokenHash }),
    db.select().from(brandMembers).where(eq(brandMembers.userId, user.id)).limit(1),
  ]);
  // The session's check has filled in the user by now (the address comes with it).
  const invitation = invitationOr404(found);
  assertUsable(invitation);
  if (invitation.email !== user.email)
    throw new AppError(
      'invitation_for_someone_else',
      `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
      { status: 403 },
    );
  if (invitation.kind !== 'team')
    throw conflict('Strategist and staff invitations are for new accounts. Ask for an invitation to a new address.');
  if (user.profileOf !== 'Brand') throw conflict('Only brand accounts can join a brand team.');
  if (membership)
    throw conflict(
      membership.brandId === invitation.brandId
        ? 'You are already in this team.'
        : 'You are already part of another brand. Leave it before joining this one.',
    );
  const changed = changedMeanwhile();
  try {
    await runGuardedBatch(
      db,
      [markAccepted(db, invitation, user.id), abortUnlessChanged(db), ...joinRows(db, invitation, user.id)],
      () => changed,
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('You are already part of a brand.');
    if (e !== changed) throw e;
    const [[now]] = await db.batch([invitationByToken({ db, tokenHash })]);
    assertUsable(invitationOr404(now));
    throw changed;
  }
  return { detail: 'You joined the team.', email: user.email, home: HOME[invitation.kind] };
};
