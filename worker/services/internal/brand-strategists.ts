import { sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import { inBatch, type Db, type DbKeys } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TSubscriptionStatus } from '../../schemas/billing';
import type { TStaffBrand } from '../../schemas/staff-brands';
import { auditInsert } from '../staff/audit-log';
import { paths } from '../../schemas/app-paths';

/** The in-app notice a strategist gets when a brand becomes theirs (handover or staff assignment). */
export const brandAssignedNotice = ({
  db,
  toId,
  brandId,
  brandName,
  by,
}: {
  db: Db;
  toId: string;
  brandId: string;
  brandName: string;
  by: Pick<UserRow, 'firstName' | 'lastName'>;
}) =>
  db.insert(notifications).values({
    userId: toId,
    kind: 'brand.assigned',
    title: `You now manage ${brandName}`,
    body: `${by.firstName} ${by.lastName} handed the brand to you.`,
    link: paths.internal.organization.getHref(brandId),
    eventId: `assign:${crypto.randomUUID()}`,
  });

type BrandRow = {
  id: string;
  name: string;
  created_at: string;
  plan_name: string | null;
  plan_status: TSubscriptionStatus | null;
  seats: number | null;
  used: number;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  strategists: string;
};

const LIMIT = 100;

/** Brands by name or owner e-mail (alphabetical): plan, seats, owner and the strategists who manage each. */
export const listStaffBrands = async ({
  db,
  q,
}: {
  db: Db;
  q?: string;
}): Promise<{ count: number; results: TStaffBrand[] }> => {
  const pattern = `%${q ?? ''}%`;
  const rows = await inBatch(
    db,
    db.all<BrandRow>(sql`SELECT b.id, b.name, b.created_at, p.name AS plan_name, s.status AS plan_status, p.seats,
      (SELECT count(*) FROM brand_members m WHERE m.brand_id = b.id) AS used,
      o.id AS owner_id, trim(o.first_name || ' ' || o.last_name) AS owner_name, o.email AS owner_email,
      (SELECT json_group_array(json_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name), 'email', u.email, 'status', u.status))
         FROM strategist_brands sb JOIN users u ON u.id = sb.strategist_id WHERE sb.brand_id = b.id) AS strategists
    FROM brands b JOIN users o ON o.id = b.owner_id
    LEFT JOIN subscriptions s ON s.brand_id = b.id LEFT JOIN plans p ON p.id = s.plan_id
    WHERE b.name LIKE ${pattern} OR o.email LIKE ${pattern}
    ORDER BY b.name COLLATE NOCASE, b.id LIMIT ${LIMIT}`),
  );
  const results = rows.map((r) => ({
    id: r.id,
    name: r.name,
    plan: r.plan_name ? { name: r.plan_name, status: r.plan_status ?? 'active' } : null,
    seats: { total: r.seats ?? 1, used: r.used },
    owner: { id: r.owner_id, name: r.owner_name, email: r.owner_email },
    strategists: (JSON.parse(r.strategists || '[]') as TStaffBrand['strategists']).sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
    created_at: r.created_at,
  }));
  return { count: results.length, results };
};

/** Active strategists staff can assign, with how many brands each manages already. */
export const listAssignableStrategists = async (db: Db) => ({
  results: await inBatch(
    db,
    db.all<{
      id: string;
      name: string;
      email: string;
      brand_count: number;
    }>(sql`SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, u.email,
      (SELECT count(*) FROM strategist_brands sb WHERE sb.strategist_id = u.id) AS brand_count
    FROM users u WHERE u.profile_of = 'Strategist' AND u.status = 'ACTIVE' ORDER BY u.first_name, u.last_name, u.id`),
  ),
});

/** The brand and the strategist a staff assignment is about: one statement in one batch, so the session rides with it. */
const loadPair = async (db: Db, brandId: string, strategistId: string) => {
  const statement = db.all<{
    brand_name: string | null;
    status: string | null;
    email: string | null;
    managers: string;
  }>(sql`SELECT
      (SELECT name FROM brands WHERE id = ${brandId}) AS brand_name,
      (SELECT status FROM users WHERE id = ${strategistId} AND profile_of = 'Strategist') AS status,
      (SELECT email FROM users WHERE id = ${strategistId}) AS email,
      (SELECT json_group_array(strategist_id) FROM strategist_brands WHERE brand_id = ${brandId}) AS managers`);
  const [row] = await inBatch(db, statement);
  if (!row?.brand_name) throw notFound('brand');
  if (!row.status || !row.email) throw notFound('strategist');
  return {
    brandName: row.brand_name,
    status: row.status,
    email: row.email,
    managers: JSON.parse(row.managers || '[]') as string[],
  };
};

/** Who staff assign to or take from which brand. */
type StrategistAssignment = DbKeys<'brandId' | 'strategistId'> & { staff: UserRow };

type Pair = Awaited<ReturnType<typeof loadPair>>;

/** What staff can do to a brand's strategists, as the audit log records it. */
const MOVES = {
  assign: {
    action: 'brand.assign_strategist',
    summary: (p: Pair) => `Assigned ${p.email} to ${p.brandName}`,
    after: (p: Pair, strategistId: string) => [...p.managers, strategistId],
  },
  unassign: {
    action: 'brand.unassign_strategist',
    summary: (p: Pair) => `Unassigned ${p.email} from ${p.brandName}`,
    after: (p: Pair, strategistId: string) => p.managers.filter((id) => id !== strategistId),
  },
};

/** The audit entry of a change to a brand's strategists: who managed it before, who manages it after. */
const assignmentAudit = ({
  db,
  staff,
  brandId,
  strategistId,
  pair,
  move,
}: StrategistAssignment & { pair: Pair; move: keyof typeof MOVES }) =>
  auditInsert({
    db,
    entry: {
      actorId: staff.id,
      action: MOVES[move].action,
      targetType: 'brand',
      targetId: brandId,
      summary: MOVES[move].summary(pair),
      before: { strategists: pair.managers },
      after: { strategists: MOVES[move].after(pair, strategistId) },
    },
  });

/** Staff give a brand one more managing strategist (its `managed_brands` grows); audited, the strategist notified. */
export const assignStrategist = async ({ db, staff, brandId, strategistId }: StrategistAssignment) => {
  const pair = await loadPair(db, brandId, strategistId);
  if (pair.status !== 'ACTIVE') throw conflict('That strategist’s account is not active.');
  await runGuardedBatch(
    db,
    [
      db.run(
        sql`INSERT OR IGNORE INTO strategist_brands (strategist_id, brand_id) VALUES (${strategistId}, ${brandId})`,
      ),
      abortUnlessChanged(db),
      brandAssignedNotice({ db, toId: strategistId, brandId, brandName: pair.brandName, by: staff }),
      assignmentAudit({ db, staff, brandId, strategistId, pair, move: 'assign' }),
    ],
    'That strategist already manages this brand.',
  );
  return { detail: `${pair.email} now manages ${pair.brandName}.` };
};

/** Staff take a brand away from a strategist (it leaves their `managed_brands`); audited. */
export const unassignStrategist = async ({ db, staff, brandId, strategistId }: StrategistAssignment) => {
  const pair = await loadPair(db, brandId, strategistId);
  await runGuardedBatch(
    db,
    [
      db.run(sql`DELETE FROM strategist_brands WHERE strategist_id = ${strategistId} AND brand_id = ${brandId}`),
      abortUnlessChanged(db),
      assignmentAudit({ db, staff, brandId, strategistId, pair, move: 'unassign' }),
    ],
    'That strategist does not manage this brand.',
  );
  return { detail: `${pair.email} no longer manages ${pair.brandName}.` };
};
