import { sql } from 'drizzle-orm';
import { accountManagerMessages, notifications } from '../../../db/schema';
import type { Auth, UserRow } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import type { TAccountManagerMessage } from '../../schemas/internal-organizations';
import { PERMISSION_FEATURE } from '../../schemas/permissions';
import { brandInScope } from './brand-scope';
import { paths } from '../../schemas/app-paths';

type Row = {
  id: string;
  body: string;
  from_internal: number;
  author: string | null;
  author_id: string | null;
  created_at: string;
};

const toMessage = (r: Row): TAccountManagerMessage => ({
  id: r.id,
  body: r.body,
  from: r.from_internal ? 'strategist' : 'brand',
  author: r.author?.trim() || 'Former user',
  author_id: r.author_id,
  created_at: r.created_at,
});

const PAGE = 200;

/** The brand's thread with its account managers, oldest first (the newest 200), as a statement for a batch. */
const threadQuery = (db: Db, brandId: string) =>
  db.all<Row>(sql`SELECT * FROM (SELECT m.id, m.body, m.from_internal, u.first_name || ' ' || u.last_name AS author, m.author_id, m.created_at
      FROM account_manager_messages m LEFT JOIN users u ON u.id = m.author_id WHERE m.brand_id = ${brandId} ORDER BY m.created_at DESC, m.id DESC LIMIT ${PAGE})
    ORDER BY created_at, id`);

const readThread = async (db: Db, brandId: string) => ({
  results: (await inBatch(db, threadQuery(db, brandId))).map(toMessage),
});

/**
 * The brand when this internal user may see it, and whether its plan (a subscription not canceled) has Account
 * Manager — the same answer as the plan gate's `can`, in SQL so it rides in a read's batch.
 */
const brandInScopeQuery = (db: Db, auth: Auth, brandId: string) =>
  db.all<{ id: string; name: string; enabled: number }>(sql`SELECT b.id, b.name, EXISTS (SELECT 1 FROM subscriptions s
      JOIN plans p ON p.id = s.plan_id, json_each(p.allowed_features) f
      WHERE s.brand_id = b.id AND s.status <> 'canceled' AND f.value = ${PERMISSION_FEATURE.ACCOUNT_MANAGER}) AS enabled
    FROM brands b WHERE b.id = ${brandId} AND ${brandInScope(auth, 'b.id')}`);

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();
const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/** Brand side (the route checks the Account Manager feature): read the thread. */
export const brandAccountManagerThread = ({ db, brandId }: { db: Db; brandId: string }) => readThread(db, brandId);

/**
 * A brand member writes to the brand's strategists; each active strategist managing it is notified. With nobody
 * assigned yet there is no one to read it: 409.
 */
export const postFromBrand = async ({
  db,
  brandId,
  author,
  body,
}: {
  db: Db;
  brandId: string;
  author: UserRow;
  body: string;
}) => {
  const managers = await db.all<{
    id: string;
    brand_name: string;
  }>(sql`SELECT u.id, b.name AS brand_name FROM strategist_brands sb JOIN users u ON u.id = sb.strategist_id JOIN brands b ON b.id = sb.brand_id
    WHERE sb.brand_id = ${brandId} AND u.status = 'ACTIVE'`);
  if (managers.length === 0) throw conflict('No strategist manages your brand yet. Write to support instead.');
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(accountManagerMessages).values({ id, brandId, authorId: author.id, fromInternal: false, body }),
    ...managers.map((m) =>
      db.insert(notifications).values({
        userId: m.id,
        kind: 'account_manager.message',
        title: `${m.brand_name}: ${nameOf(author)} wrote to you`,
        body: excerpt(body),
        link: paths.internal.organization.getHref(brandId),
        brandId,
        eventId: `account-manager:${id}`,
      }),
    ),
  ]);
  return readThread(db, brandId);
};

/**
 * Internal side: the thread of a brand in scope (404 otherwise), and whether the brand's plan has Account Manager;
 * one round trip (the scope, the plan and the thread in one batch; out of scope, none of the thread is sent).
 */
export const internalAccountManagerThread = async ({ db, auth, brandId }: { db: Db; auth: Auth; brandId: string }) => {
  const [[brand], rows] = await db.batch([brandInScopeQuery(db, auth, brandId), threadQuery(db, brandId)]);
  if (!brand) throw notFound('organization');
  return { results: rows.map(toMessage), enabled: brand.enabled === 1 };
};

/** A strategist (or staff) answers: every member of the brand is notified. Brands without Account Manager: 409. */
export const postFromInternal = async ({
  db,
  auth,
  brandId,
  body,
}: {
  db: Db;
  auth: Auth;
  brandId: string;
  body: string;
}) => {
  const [brand] = await brandInScopeQuery(db, auth, brandId);
  if (!brand) throw notFound('organization');
  if (brand.enabled !== 1)
    throw conflict(`${brand.name}’s plan does not include Account Manager, so the brand cannot read messages here.`);
  const members = await db.all<{ user_id: string }>(sql`SELECT user_id FROM brand_members WHERE brand_id = ${brandId}`);
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(accountManagerMessages).values({ id, brandId, authorId: auth.user.id, fromInternal: true, body }),
    ...members.map((m) =>
      db.insert(notifications).values({
        userId: m.user_id,
        kind: 'account_manager.message',
        title: `${nameOf(auth.user)}, your account manager, wrote to you`,
        body: excerpt(body),
        link: paths.brand.support.getHref(),
        brandId,
        eventId: `account-manager:${id}`,
      }),
    ),
  ]);
  return { ...(await readThread(db, brandId)), enabled: true };
};
