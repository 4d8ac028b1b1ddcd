import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Auth } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TInternalInvitation, TInternalInviteRequest } from '../../schemas/internal-team';
import { auditInsert } from '../staff/audit-log';
import { invitationMail, newInvitationToken, statusOf } from '../team/invitation-rows';
import { seesAllBrands } from './brand-scope';

type Row = {
  id: string;
  email: string;
  kind: 'strategist' | 'staff';
  status: 'pending' | 'accepted' | 'revoked';
  invited_by: string;
  sent_at: string;
  expires_at: string;
};

const SELECT = sql`SELECT i.id, i.email, i.kind, i.status, u.first_name || ' ' || u.last_name AS invited_by, i.sent_at, i.expires_at
  FROM invitations i JOIN users u ON u.id = i.invited_by_id WHERE i.kind IN ('strategist', 'staff')`;

const dto = (r: Row): TInternalInvitation => ({
  ...r,
  status: statusOf({ status: r.status, expiresAt: r.expires_at }),
});

const nameOf = (auth: Auth) => `${auth.user.firstName} ${auth.user.lastName}`.trim();

/** Only staff invite people into the internal team (strategists work for brands; they do not hire). */
const assertStaff = (auth: Auth) => {
  if (!seesAllBrands(auth)) throw forbidden('Only staff can invite strategists and staff members.');
};

/** A new link for an internal invitation and the mail that sends it (from the signed-in staff member). */
const freshInvitation = async ({
  db,
  auth,
  kind,
  email,
  origin,
}: {
  db: Db;
  auth: Auth;
  kind: Row['kind'];
  email: string;
  origin: string;
}) => {
  const token = await newInvitationToken();
  const row = { kind, brandId: null, role: null, email };
  return { token, mail: await invitationMail({ db, row, inviter: nameOf(auth), raw: token.raw, origin }) };
};

/** Pending (and expired, not yet replaced) strategist and staff invitations, newest first. */
export const listInternalInvitations = async ({ db, auth }: { db: Db; auth: Auth }) => {
  assertStaff(auth);
  const rows = await inBatch(db, db.all<Row>(sql`${SELECT} AND i.status = 'pending' ORDER BY i.sent_at DESC`));
  return { results: rows.map(dto) };
};

const selectInternalInvitation = (db: Db, id: string) => db.all<Row>(sql`${SELECT} AND i.id = ${id}`);

/** One internal invitation; a brand team's invitation (or an unknown id) is 404 here. A batch of one (the read step). */
const loadInternalInvitation = async (db: Db, id: string) => {
  const [row] = await inBatch(db, selectInternalInvitation(db, id));
  if (!row) throw notFound('invitation');
  return row;
};

/** An invitation change's write step: `steps` (a guarded change and its follow-ups), then the invitation as they leave it. */
const changeInvitation = async (
  db: Db,
  id: string,
  steps: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
  conflictDetail: string,
) => {
  const [row] = (await runGuardedBatch(db, [...steps, selectInternalInvitation(db, id)], conflictDetail)).at(
    -1,
  ) as Row[];
  return dto(row!);
};

/**
 * Staff invite a strategist or staff member by e-mail; the link (the same `/invitation/{token}` page as brand teams)
 * creates the internal account. One statement inserts only when the address has no account and no live invitation,
 * so two staff inviting the same person at once make one invitation.
 */
export const createInternalInvitation = async ({
  db,
  auth,
  input,
  origin,
}: {
  db: Db;
  auth: Auth;
  input: TInternalInviteRequest;
  origin: string;
}) => {
  assertStaff(auth);
  const [account] = await inBatch(db, db.all<{ id: string }>(sql`SELECT id FROM users WHERE email = ${input.email}`));
  if (account) throw conflict(`${input.email} already has a Social Loop account. Use another address.`);
  const { token, mail } = await freshInvitation({ db, auth, kind: input.kind, email: input.email, origin });
  const id = crypto.randomUUID();
  return changeInvitation(
    db,
    id,
    [
      // An expired invitation to the same address is replaced.
      db.run(
        sql`UPDATE invitations SET status = 'revoked' WHERE kind IN ('strategist', 'staff') AND email = ${input.email} AND status = 'pending' AND expires_at <= ${token.sentAt}`,
      ),
      db.run(sql`INSERT INTO invitations (id, kind, brand_id, email, role, token_hash, status, invited_by_id, sent_at, expires_at)
        SELECT ${id}, ${input.kind}, NULL, ${input.email}, NULL, ${token.tokenHash}, 'pending', ${auth.user.id}, ${token.sentAt}, ${token.expiresAt}
        WHERE NOT EXISTS (SELECT 1 FROM invitations WHERE kind IN ('strategist', 'staff') AND email = ${input.email} AND status = 'pending')
          AND NOT EXISTS (SELECT 1 FROM users WHERE email = ${input.email})`),
      abortUnlessChanged(db),
      mail.insert,
      auditInsert({
        db,
        entry: {
          actorId: auth.user.id,
          action: 'internal.invite',
          targetType: 'invitation',
          targetId: id,
          summary: `Invited ${input.email} as ${input.kind}`,
          after: { email: input.email, kind: input.kind },
        },
      }),
    ],
    `${input.email} already has a pending invitation. Resend it instead.`,
  );
};

/** Sends a pending (or expired) internal invitation again with a new link valid 7 days. */
export const resendInternalInvitation = async ({
  db,
  auth,
  id,
  origin,
}: {
  db: Db;
  auth: Auth;
  id: string;
  origin: string;
}) => {
  assertStaff(auth);
  const row = await loadInternalInvitation(db, id);
  if (row.status !== 'pending') throw conflict(`This invitation was ${row.status}; it cannot be sent again.`);
  const { token, mail } = await freshInvitation({ db, auth, kind: row.kind, email: row.email, origin });
  return changeInvitation(
    db,
    id,
    [
      db.run(
        sql`UPDATE invitations SET token_hash = ${token.tokenHash}, sent_at = ${token.sentAt}, expires_at = ${token.expiresAt} WHERE id = ${id} AND status = 'pending'`,
      ),
      abortUnlessChanged(db),
      mail.insert,
    ],
    'This invitation is no longer pending.',
  );
};

/** Withdraws a pending internal invitation: its link stops working at once. */
export const withdrawInternalInvitation = async ({ db, auth, id }: { db: Db; auth: Auth; id: string }) => {
  assertStaff(auth);
  const row = await loadInternalInvitation(db, id);
  if (row.status !== 'pending') throw conflict(`This invitation was already ${row.status}.`);
  await runGuardedBatch(
    db,
    [
      db.run(sql`UPDATE invitations SET status = 'revoked' WHERE id = ${id} AND status = 'pending'`),
      abortUnlessChanged(db),
      auditInsert({
        db,
        entry: {
          actorId: auth.user.id,
          action: 'internal.invite.withdraw',
          targetType: 'invitation',
          targetId: id,
          summary: `Withdrew the invitation to ${row.email}`,
          before: { status: 'pending' },
          after: { status: 'revoked' },
        },
      }),
    ],
    'This invitation is no longer pending.',
  );
  return dto({ ...row, status: 'revoked' });
};
