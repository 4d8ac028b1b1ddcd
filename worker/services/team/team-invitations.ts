import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { brandMembers, invitations, users } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { inBatch, type Db } from '../../lib/db';
import { AppError, conflict } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TInviteRequest, TTeamRole } from '../../schemas/team';
import { revokeAllSessions } from '../auth/sessions';
import {
  brandInvitationOr404,
  brandInvitationQuery,
  invitationDto,
  invitationMail,
  newInvitationToken,
  statusOf,
} from './invitation-rows';

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

/** The user an address belongs to, with the brand they are in, as a statement to ride in a read batch. */
const addressOwnerQuery = (db: Db, email: string) =>
  db
    .select({ user: users, memberOf: brandMembers.brandId })
    .from(users)
    .leftJoin(brandMembers, eq(brandMembers.userId, users.id))
    .where(eq(users.email, email));

/** 409 when the address (its owner as `addressOwnerQuery` read it) is already in this team or cannot join a brand. */
const assertInvitable = ([existing]: Awaited<ReturnType<typeof addressOwnerQuery>>, brandId: string, email: string) => {
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

/** The brand's name and its plan's seats (1 without a plan), as a statement to ride in a read batch. */
const brandSeatsQuery = (db: Db, brandId: string) =>
  db.get<{ name: string; seats: number }>(
    sql`select b.name as name, coalesce((select p.seats from subscriptions s join plans p on p.id = s.plan_id where s.brand_id = b.id), 1) as seats from brands b where b.id = ${brandId}`,
  );

/**
 * Invites a colleague by e-mail in two round trips: one read (the address's owner, the brand and its seats; on a
 * folded request the session too), then one batch. The seat check and the insert are one statement, so concurrent
 * invitations can never exceed the plan's seats (members plus unexpired pending invitations count).
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
  const [owner, brand] = await db.batch([addressOwnerQuery(db, input.email), brandSeatsQuery(db, brandId)]);
  assertInvitable(owner, brandId, input.email);
  const token = await newInvitationToken();
  const id = crypto.randomUUID();
  const row = { kind: 'team' as const, brandId, role: input.role, email: input.email };
  const mail = await invitationMail({
    db,
    row,
    inviter: nameOf(inviter),
    raw: token.raw,
    origin,
    brandName: brand?.name,
  });
  try {
    await runGuardedBatch(
      db,
      [
        // An expired invitation to the same address is replaced (it still holds the one-pending-per-address index).
        db
          .update(invitations)
          .set({ status: 'revoked' })
          .where(
            and(
              eq(invitations.brandId, brandId),
              eq(invitations.email, input.email),
              eq(invitations.status, 'pending'),
              lte(invitations.expiresAt, token.sentAt),
            ),
          ),
        db.run(sql`
            insert into invitations (id, kind, brand_id, email, role, token_hash, status, invited_by_id, created_at, sent_at, expires_at)
            select ${id}, 'team', ${brandId}, ${input.email}, ${input.role}, ${token.tokenHash}, 'pending', ${inviter.id}, ${token.sentAt}, ${token.sentAt}, ${token.expiresAt}
            where (select count(*) from brand_members where brand_id = ${brandId})
                + (select count(*) from invitations where brand_id = ${brandId} and status = 'pending' and expires_at > ${token.sentAt})
                < coalesce((select p.seats from subscriptions s join plans p on p.id = s.plan_id where s.brand_id = ${brandId}), 1)`),
        abortUnlessChanged(db),
        mail.insert,
      ],
      'seats',
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`${input.email} already has a pending invitation. Resend it instead.`);
    // The batch's only guard is the seat check's.
    if (e instanceof AppError && e.code === 'conflict') throw seatLimitError(brand?.seats ?? 1);
    throw e;
  }
  return invitationDto(
    {
      id,
      ...row,
      tokenHash: token.tokenHash,
      status: 'pending',
      invitedById: inviter.id,
      acceptedUserId: null,
      createdAt: token.sentAt,
      sentAt: token.sentAt,
      expiresAt: token.expiresAt,
      acceptedAt: null,
    },
    nameOf(inviter),
  );
};

/**
 * Sends a pending (or expired) invitation again with a new link valid 7 days; accepted or withdrawn ones are 409.
 * One read (the invitation, its inviter and brand; on a folded request the session), then one guarded batch.
 */
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
  const [rows] = await db.batch([brandInvitationQuery({ db, id })]);
  const { invitation, inviter: originalInviter, brandName } = brandInvitationOr404(rows, brandId);
  const cannot = `This invitation was ${invitation.status}; it cannot be sent again.`;
  if (invitation.status !== 'pending') throw conflict(cannot);
  const token = await newInvitationToken();
  const mail = await invitationMail({
    db,
    row: invitation,
    inviter: nameOf(inviter),
    raw: token.raw,
    origin,
    brandName,
  });
  await runGuardedBatch(
    db,
    [
      db
        .update(invitations)
        .set({ tokenHash: token.tokenHash, sentAt: token.sentAt, expiresAt: token.expiresAt })
        .where(and(eq(invitations.id, id), eq(invitations.status, 'pending'))),
      abortUnlessChanged(db),
      mail.insert,
    ],
    'This invitation changed meanwhile; reload and try again.',
  );
  return invitationDto(
    { ...invitation, tokenHash: token.tokenHash, sentAt: token.sentAt, expiresAt: token.expiresAt },
    originalInviter,
  );
};

/**
 * Changes a pending invitation's role, or its address (which sends a new link and voids the old one). One read (the
 * invitation, its brand, the new address's owner; on a folded request the session), then one guarded batch.
 */
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
  const [rows, owner] = await db.batch([brandInvitationQuery({ db, id }), addressOwnerQuery(db, input.email)]);
  const { invitation, inviter: originalInviter, brandName } = brandInvitationOr404(rows, brandId);
  if (invitation.status !== 'pending')
    throw conflict(`This invitation was ${invitation.status}; it cannot be changed.`);
  const stillPending = and(eq(invitations.id, id), eq(invitations.status, 'pending'));
  const changedMeanwhile = 'This invitation changed meanwhile; reload and try again.';
  if (input.email === invitation.email) {
    await runGuardedBatch(
      db,
      [db.update(invitations).set({ role: input.role }).where(stillPending), abortUnlessChanged(db)],
      changedMeanwhile,
    );
    return invitationDto({ ...invitation, role: input.role }, originalInviter);
  }
  assertInvitable(owner, brandId, input.email);
  const token = await newInvitationToken();
  const row = { ...invitation, email: input.email, role: input.role };
  const mail = await invitationMail({ db, row, inviter: nameOf(inviter), raw: token.raw, origin, brandName });
  const changes = { email: input.email, role: input.role, sentAt: token.sentAt, expiresAt: token.expiresAt };
  try {
    await runGuardedBatch(
      db,
      [
        db
          .update(invitations)
          .set({ ...changes, tokenHash: token.tokenHash })
          .where(stillPending),
        abortUnlessChanged(db),
        mail.insert,
      ],
      changedMeanwhile,
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`${input.email} already has a pending invitation.`);
    throw e;
  }
  return invitationDto({ ...invitation, ...changes }, originalInviter);
};

/**
 * `remove-member`: withdraws a pending invitation, or removes the member an accepted invitation (or a member's
 * user id) names. A removed member's sessions are revoked at once. The owner cannot be removed, nor yourself.
 * One read (the invitation and the member it or the id names; on a folded request the session), then one guarded
 * batch: of simultaneous withdrawals or removals one wins, the others get a 409.
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
  const teamInvitation = and(eq(invitations.id, id), eq(invitations.kind, 'team'), eq(invitations.brandId, brandId));
  const namedUser = sql`coalesce((select ${invitations.acceptedUserId} from ${invitations} where ${teamInvitation}), ${id})`;
  const [[invitation], [member]] = await db.batch([
    db.select().from(invitations).where(teamInvitation),
    db
      .select({ userId: brandMembers.userId, role: brandMembers.role, email: users.email })
      .from(brandMembers)
      .innerJoin(users, eq(users.id, brandMembers.userId))
      .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, namedUser))),
  ]);
  if (invitation && statusOf(invitation) !== 'accepted') {
    const withdrawn = 'This invitation was already withdrawn.';
    if (invitation.status === 'revoked') throw conflict(withdrawn);
    // Conditional on the status just read: of simultaneous withdrawals one wins, the others get a 409.
    await runGuardedBatch(
      db,
      [
        db
          .update(invitations)
          .set({ status: 'revoked' })
          .where(and(eq(invitations.id, id), eq(invitations.status, invitation.status))),
        abortUnlessChanged(db),
      ],
      withdrawn,
    );
    return { detail: `The invitation to ${invitation.email} was withdrawn.` };
  }
  if (!member) throw new AppError('not_found', 'No such member or invitation.');
  const userId = member.userId;
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
