import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { brands, invitations, users } from '../../../db/schema';
import { randomToken, sha256Hex } from '../../lib/auth/tokens';
import { inBatch, type Db } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import type { TInvitation } from '../../schemas/team';
import { queueEmail } from '../email/outbox';
import { invitationEmail } from '../email/templates';
import { paths } from '../../schemas/app-paths';

const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;
export type InvitationRow = typeof invitations.$inferSelect;

/** Stored status, with a pending invitation past its expiry shown as expired. */
export const statusOf = (row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date().toISOString()) =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;

export const invitationDto = (row: InvitationRow, inviterName: string): TInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role ?? 'member',
  status: statusOf(row),
  invited_by: inviterName,
  created_at: row.createdAt,
  sent_at: row.sentAt,
  expires_at: row.expiresAt,
});

/** A fresh token: the raw value goes into the e-mail link, only its hash is stored. */
export const newInvitationToken = async () => {
  const raw = randomToken();
  const now = new Date();
  return {
    raw,
    tokenHash: await sha256Hex(raw),
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
  };
};

const invitationUrl = (origin: string, raw: string) => `${origin}${paths.invitation.getHref(raw)}`;

/** What the invitation is for, in the e-mail's words (a team invitation's brand is read unless `brandName` is given). */
const invitationWhat = async (
  db: Db,
  row: Pick<InvitationRow, 'kind' | 'brandId' | 'role'>,
  brandName: string | undefined,
) => {
  if (row.kind === 'strategist') return 'join the strategist team';
  if (row.kind === 'staff') return 'join the Social Loop staff';
  const name = brandName ?? (row.brandId ? await brandNameOf(db, row.brandId) : undefined);
  return `join ${name ?? 'a brand'} as ${row.role === 'admin' ? 'an admin' : 'a team member'}`;
};

const brandNameOf = async (db: Db, brandId: string) =>
  (await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId)))[0]?.name;

/** The invitation e-mail's insert, wrapped so that awaiting this does not run it (drizzle queries are thenables). */
export const invitationMail = async ({
  db,
  row,
  inviter,
  raw,
  origin,
  brandName,
}: {
  db: Db;
  row: Pick<InvitationRow, 'kind' | 'brandId' | 'role' | 'email'>;
  inviter: string;
  raw: string;
  origin: string;
  /** The team's brand, when the caller read it already (else it is read here). */
  brandName?: string;
}) => ({
  insert: queueEmail({
    db,
    to: row.email,
    message: invitationEmail({
      inviter,
      what: await invitationWhat(db, row, brandName),
      url: invitationUrl(origin, raw),
    }),
  }),
});

/**
 * One invitation of this brand with the inviter's name and the brand's, as a statement to ride in a read batch
 * (`brandInvitationOr404` answers 404 for another brand's).
 */
export const brandInvitationQuery = ({ db, id }: { db: Db; id: string }) =>
  db
    .select({
      invitation: invitations,
      inviter: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      brandName: brands.name,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedById))
    .leftJoin(brands, eq(brands.id, invitations.brandId))
    .where(eq(invitations.id, id));

export const brandInvitationOr404 = (rows: Awaited<ReturnType<typeof brandInvitationQuery>>, brandId: string) => {
  const [row] = rows;
  if (!row || row.invitation.kind !== 'team' || row.invitation.brandId !== brandId) throw notFound('invitation');
  return { ...row, brandName: row.brandName ?? undefined };
};

/** The account that already has the invitation's address (as a subquery; the inviter is `users` in the query). */
const addressOwner = alias(users, 'address_owner');
const addressOwnerOf = (db: Db) =>
  db.select({ id: addressOwner.id }).from(addressOwner).where(eq(addressOwner.email, invitations.email));

/**
 * The invitation a link's token names, or 404 for a token that never existed; with whether its address already has an
 * account (`accountExists`), so a link's check and its sign-up need no read of their own for it.
 */
export const loadByToken = async ({ db, raw }: { db: Db; raw: string }) => {
  // A batch of one (the same single round trip), like the first round trip of the other state changes.
  const [row] = await inBatch(
    db,
    db
      .select({
        invitation: invitations,
        inviter: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        brandName: brands.name,
        accountExists: sql<boolean>`EXISTS ${addressOwnerOf(db)}`.mapWith(Boolean),
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.invitedById))
      .leftJoin(brands, eq(brands.id, invitations.brandId))
      .where(eq(invitations.tokenHash, await sha256Hex(raw))),
  );
  return invitationOr404(row);
};

/** 409 with a clear code unless the invitation can still be accepted. */
export const assertUsable = (row: InvitationRow) => {
  const status = statusOf(row);
  if (status === 'accepted')
    throw new AppError('invitation_used', 'This invitation was already accepted. Sign in instead.', { status: 409 });
  if (status === 'revoked')
    throw new AppError('invitation_revoked', 'This invitation was withdrawn. Ask for a new one.', { status: 409 });
  if (status === 'expired')
    throw new AppError('invitation_expired', 'This invitation has expired. Ask for a new one.', { status: 409 });
};

/** The invitation a link's token names, as a statement for a batch (`invitationOr404` decides on its row). */
export const invitationByToken = ({ db, tokenHash }: { db: Db; tokenHash: string }) =>
  db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);

/** The invitation a link's token names (its row, or a row built around it), or 404 for a token that never existed. */
export const invitationOr404 = <Row>(row: Row | undefined): Row => {
  if (!row)
    throw new AppError('invitation_not_found', 'This invitation link is not valid. Ask for a new invitation.', {
      status: 404,
    });
  return row;
};
