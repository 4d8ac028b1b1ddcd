import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Auth } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TInternalTeamMember } from '../../schemas/internal-team';
import { seesAllBrands } from './brand-scope';
import { auditInsert } from '../staff/audit-log';
import { suspensionSteps } from '../staff/suspension-steps';
import { brandAssignedNotice } from './brand-strategists';

type MemberRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  profile_of: 'Strategist' | 'Staff';
  status: TInternalTeamMember['status'];
  brands: string;
};

/** The statement reading the internal team, to ride in a batch (a read's, or a change's as its answer). */
const selectInternalTeam = (db: Db) =>
  db.all<MemberRow>(sql`SELECT u.id, u.first_name, u.last_name, u.email, u.profile_of, u.status,
      (SELECT json_group_array(json_object('id', b.id, 'name', b.name)) FROM strategist_brands sb JOIN brands b ON b.id = sb.brand_id WHERE sb.strategist_id = u.id) AS brands
    FROM users u WHERE u.profile_of IN ('Strategist', 'Staff') ORDER BY u.profile_of DESC, u.first_name, u.last_name, u.id`);

const toInternalTeam = (rows: MemberRow[]) => ({
  results: rows.map((r): TInternalTeamMember => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    role: r.profile_of,
    status: r.status,
    brands: (JSON.parse(r.brands || '[]') as { id: string; name: string }[]).sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
  })),
});

/** The internal team: strategists and staff, with the brands each strategist manages. */
export const listInternalTeam = async (db: Db) => toInternalTeam(await inBatch(db, selectInternalTeam(db)));

/** A team change's write step: `steps` (a guarded change and its follow-ups), then the team as they leave it. */
const changeTeam = async (db: Db, steps: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]], conflictDetail: string) =>
  toInternalTeam((await runGuardedBatch(db, [...steps, selectInternalTeam(db)], conflictDetail)).at(-1) as MemberRow[]);

/**
 * Hands a brand from one strategist to another (staff, or the strategist handing over their own brand). The brand's
 * notifications follow at once: recipients are read from the assignment when each notice is sent.
 */
export const reassignBrand = async ({
  db,
  auth,
  brandId,
  fromId,
  toId,
}: {
  db: Db;
  auth: Auth;
  brandId: string;
  fromId: string;
  toId: string;
}) => {
  if (!seesAllBrands(auth) && auth.user.id !== fromId)
    throw forbidden('Only staff, or the strategist who manages the brand, can hand it over.');
  if (fromId === toId)
    throw new AppError('validation_error', 'Pick another strategist.', {
      fields: { to_strategist_id: ['Pick another strategist.'] },
    });
  const [target] = await inBatch(
    db,
    db.all<{ status: string; brand_name: string | null }>(
      sql`SELECT u.status, (SELECT name FROM brands WHERE id = ${brandId}) AS brand_name FROM users u WHERE u.id = ${toId} AND u.profile_of = 'Strategist'`,
    ),
  );
  if (!target || !target.brand_name) throw notFound('strategist or brand');
  if (target.status !== 'ACTIVE') throw conflict('That strategist’s account is not active.');
  return changeTeam(
    db,
    [
      db.run(sql`DELETE FROM strategist_brands WHERE strategist_id = ${fromId} AND brand_id = ${brandId}`),
      abortUnlessChanged(db),
      db.run(sql`INSERT OR IGNORE INTO strategist_brands (strategist_id, brand_id) VALUES (${toId}, ${brandId})`),
      brandAssignedNotice({ db, toId, brandId, brandName: target.brand_name, by: auth.user }),
      // A staff member's handover is a staff action: audited like the staff console's assignments.
      ...(seesAllBrands(auth)
        ? [
            auditInsert({
              db,
              entry: {
                actorId: auth.user.id,
                action: 'brand.reassign_strategist',
                targetType: 'brand',
                targetId: brandId,
                summary: `Handed ${target.brand_name} to another strategist`,
                before: { strategist_id: fromId },
                after: { strategist_id: toId },
              },
            }),
          ]
        : []),
    ],
    'That strategist does not manage this brand (any more).',
  );
};

/** Staff switch an internal account off: suspended, signed out everywhere. Their brands stay assigned until handed over. */
export const deactivateInternalUser = async ({ db, auth, userId }: { db: Db; auth: Auth; userId: string }) => {
  if (!seesAllBrands(auth)) throw forbidden('Only staff can deactivate team members.');
  if (userId === auth.user.id) throw conflict('You cannot deactivate yourself.');
  const [row] = await inBatch(
    db,
    db.all<{ status: string; email: string }>(
      sql`SELECT status, email FROM users WHERE id = ${userId} AND profile_of IN ('Strategist', 'Staff')`,
    ),
  );
  if (!row) throw notFound('team member');
  if (row.status === 'SUSPENDED') throw conflict('Already deactivated.');
  const steps = suspensionSteps({ db, actorId: auth.user.id, user: { id: userId, ...row }, move: 'deactivate' });
  return changeTeam(db, [...steps], 'Already deactivated.');
};
