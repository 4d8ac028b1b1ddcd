import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { brandMembers, invitations, users } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { inBatch, type Db } from '../../lib/db';
import { AppError, conflict } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TInviteRequest, TTeamRole } from '../../schemas/team';
import { revokeAllSessions } from '../auth/sessions';
import { invitationDto, invitationMail, loadBrandInvitation, newInvitationToken, statusOf } from './invitation-rows';

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** Pending (and expired, not yet replaced) invitations of the brand, newest first. */
export const listTeamInvitations = async ({ db, brandId }: { db: Db; brandId: string }) => {
  const rows = await inBatch(
    db,
    db
      .select({ invitation: invitations, inviter: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.invitedById))
      .where(and(eq(invitations.kind, 'team'), eq(invitations.brandId, brandId), eq(invitations.status, 'pending')))
      .orderBy(desc(invitations.createdAt)),
  );
  const results = rows.map((r) => invitationDto(r.invitation, r.inviter));
  return { count: results.length, next: null, previous: null, results };
};

/** 409 when the address is already in this team or cannot join a brand. */
const assertInvitable = async (db: Db, brandId: string, email: string) => {
  const [existing] = await db
    .select({ user: users, memberOf: brandMembers.brandId })
    .from(users)
    .leftJoin(brandMembers, eq(brandMembers.userId, users.id))
    .where(eq(users.email, email));
  if (!existing) return;
  if (existing.memberOf === brandId) throw conflict(`${email} is already in your team.`);
  if (existing.user.profileOf !== 'Brand')
    throw conflict(
      `${email} belongs to a ${existing.user.profileOf === 'Influencer' ? 'creator' : existing.user.profileOf.toLowerCase()} account and cannot join a brand team.`,
    );
  if (existing.memberOf) throw conflict(`${email} is already part of another brand on Social Loop.`);
};

const seatLimitError = (seats: number) =>
  new AppError(
    'seat_limit_reached',
    `Your plan includes ${seats} ${seats === 1 ? 'seat' : 'seats'}, and members plus pending invitations fill them. Upgrade your plan for more seats, or withdraw a pending invitation.`,
    { status: 403 },
  );

/**
 * Invites a colleague by e-mail. The seat check and the insert are one statement, so concurrent invitations can
 * never exceed the plan's seats (members plus unexpired pending invitations count).
 */
export const createTeamInvitation = async ({
  db,
  brandId,
  inviter,
  input,
  origin,
}: {
  db: Db;
  brandId: string;
  inviter: UserRow;
  input: TInviteRequest;
  origin: string;
}) => {
  await assertInvitable(db, brandId, input.email);
  const token = await newInvitationToken();
  const id = crypto.randomUUID();
  // An expired invitation to the same address is replaced (it still holds the one-pending-per-address index).
  await db
    .update(invitations)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(invitations.brandId, brandId),
        eq(invitations.email, input.email),
        eq(invitations.status, 'pending'),
        lte(invitations.expiresAt, token.sentAt),
      ),
    );
  let inserted: number;
  try {
    const result = await db.run(sql`
      insert into invitations (id, kind, brand_id, email, role, token_hash, status, invited_by_id, sent_at, expires_at)
      select ${id}, 'team', ${brandId}, ${input.email}, ${input.role}, ${token.tokenHash}, 'pending', ${inviter.id}, ${token.sentAt}, ${token.expiresAt}
      where (select count(*) from brand_members where brand_id = ${brandId})
          + (select count(*) from invitations where brand_id = ${brandId} and status = 'pending' and expires_at > ${token.sentAt})
          < coalesce((select p.seats from subscriptions s join plans p on p.id = s.plan_id where s.brand_id = ${brandId}), 1)`);
    inserted = result.rowsAffected;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`${input.email} already has a pending invitation. Resend it instead.`);
    throw e;
  }
  if (inserted === 0) {
    const [plan] = await db.all<{ seats: number }>(
      sql`select p.seats as seats from subscriptions s join plans p on p.id = s.plan_id where s.brand_id = ${brandId}`,
    );
    throw seatLimitError(plan?.seats ?? 1);
  }
  await (
    await invitationMail({
      db,
      row: { kind: 'team', brandId, role: input.role, email: input.email },
      inviter: nameOf(inviter),
      raw: token.raw,
      origin,
    })
  ).insert;
  const { invitation } = await loadBrandInvitation({ db, brandId, id });
  return invitationDto(invitation, nameOf(inviter));
};

/** Sends a pending (or expired) invitation again with a new link valid 7 days; accepted or withdrawn ones are 409. */
export const resendTeamInvitation = async ({
  db,
  brandId,
  id,
  inviter,
  origin,
}: {
  db: Db;
  brandId: string;
  id: string;
  inviter: UserRow;
  origin: string;
}) => {
  const { invitation, inviter: originalInviter } = await loadBrandInvitation({ db, brandId, id });
  if (invitation.status !== 'pending')
    throw conflict(`This invitation was ${invitation.status}; it cannot be sent again.`);
  const token = await newInvitationToken();
  await db.batch([
    db
      .update(invitations)
      .set({ tokenHash: token.tokenHash, sentAt: token.sentAt, expiresAt: token.expiresAt })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'pending'))),
    (await invitationMail({ db, row: invitation, inviter: nameOf(inviter), raw: token.raw, origin })).insert,
  ]);
  return invitationDto(
    { ...invitation, tokenHash: token.tokenHash, sentAt: token.sentAt, expiresAt: token.expiresAt },
    originalInviter,
  );
};

/** Changes a pending invitation's role, or its address (which sends a new link and voids the old one). */
export const updateTeamInvitation = async ({
  db,
  brandId,
  id,
  input,
  inviter,
  origin,
}: {
  db: Db;
  brandId: string;
  id: string;
  input: { email: string; role: TTeamRole };
  inviter: UserRow;
  origin: string;
}) => {
  const { invitation, inviter: originalInviter } = await loadBrandInvitation({ db, brandId, id });
  if (invitation.status !== 'pending')
    throw conflict(`This invitation was ${invitation.status}; it cannot be changed.`);
  if (input.email === invitation.email) {
    await db.update(invitations).set({ role: input.role }).where(eq(invitations.id, id));
    return invitationDto({ ...invitation, role: input.role }, originalInviter);
  }
  await assertInvitable(db, brandId, input.email);
  const token = await newInvitationToken();
  try {
    await db.batch([
      db
        .update(invitations)
        .set({
          email: input.email,
          role: input.role,
          tokenHash: token.tokenHash,
          sentAt: token.sentAt,
          expiresAt: token.expiresAt,
        })
        .where(eq(invitations.id, id)),
      (
        await invitationMail({
          db,
          row: { ...invitation, email: input.email, role: input.role },
          inviter: nameOf(inviter),
          raw: token.raw,
          origin,
        })
      ).insert,
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`${input.email} already has a pending invitation.`);
    throw e;
  }
  return invitationDto(
    { ...invitation, email: input.email, role: input.role, sentAt: token.sentAt, expiresAt: token.expiresAt },
    originalInviter,
  );
};

/**
 * `remove-member`: withdraws a pending invitation, or removes the member an accepted invitation (or a member's
 * user id) names. A removed member's sessions are revoked at once. The owner cannot be removed, nor yourself.
 */
export const removeTeamMember = async ({
  db,
  brandId,
  actor,
  id,
}: {
  db: Db;
  brandId: string;
  actor: UserRow;
  id: string;
}) => {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.kind, 'team'), eq(invitations.brandId, brandId)));
  if (invitation && statusOf(invitation) !== 'accepted') {
    const withdrawn = 'This invitation was already withdrawn.';
    if (invitation.status === 'revoked') throw conflict(withdrawn);
    // Conditional on the status just read: of simultaneous withdrawals one wins, the others get a 409.
    const changed = await db
      .update(invitations)
      .set({ status: 'revoked' })
      .where(and(eq(invitations.id, id), eq(invitations.status, invitation.status)))
      .returning({ id: invitations.id });
    if (!changed.length) throw conflict(withdrawn);
    return { detail: `The invitation to ${invitation.email} was withdrawn.` };
  }
  const userId = invitation?.acceptedUserId ?? id;
  const [member] = await db
    .select({ role: brandMembers.role, email: users.email })
    .from(brandMembers)
    .innerJoin(users, eq(users.id, brandMembers.userId))
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));
  if (!member) throw new AppError('not_found', 'No such member or invitation.');
  if (member.role === 'owner') throw conflict('The owner cannot be removed. Transfer ownership first.');
  if (userId === actor.id) throw conflict('You cannot remove yourself. Ask the owner or another admin.');
  // Of simultaneous removals one wins (and signs the member out); the others get a 409.
  await runGuardedBatch(
    db,
    [
      db.delete(brandMembers).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId))),
      abortUnlessChanged(db),
      revokeAllSessions({ db, userId }),
    ],
    `${member.email} was already removed from the team.`,
  );
  return { detail: `${member.email} was removed from the team and signed out.` };
};
