import { sql, type SQL } from 'drizzle-orm';
import { accountManagerMessages, notifications } from '../../../db/schema';
import type { Auth, UserRow } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { abortUnless, runGuardedBatch } from '../../lib/guarded-batch';
import type { TAccountManagerMessage } from '../../schemas/internal-organizations';
import { PERMISSION_FEATURE } from '../../schemas/permissions';
import { brandInScope, type BrandCall } from './brand-scope';
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
 * Manager — the same answer as the plan gate's `can`, in SQL so it rides in a read's batch (or guards a write's).
 */
const brandInScopeSql = (auth: Auth, brandId: string) => sql`SELECT b.id, b.name, EXISTS (SELECT 1 FROM subscriptions s
      JOIN plans p ON p.id = s.plan_id, json_each(p.allowed_features) f
      WHERE s.brand_id = b.id AND s.status <> 'canceled' AND f.value = ${PERMISSION_FEATURE.ACCOUNT_MANAGER}) AS enabled
    FROM brands b WHERE b.id = ${brandId} AND ${brandInScope(auth, 'b.id')}`;

const brandInScopeQuery = (db: Db, auth: Auth, brandId: string) =>
  db.all<{ id: string; name: string; enabled: number }>(brandInScopeSql(auth, brandId));

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();
const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

const THREAD_CHANGED = 'Who can read this thread changed meanwhile. Try again.';

/**
 * Posts to a brand's Account Manager thread (either side): one guarded batch — the guard (`stillHolds`: what the
 * read decided on is still so), the message, a notification for each recipient read, and the thread as it is then
 * (the answer; no read-back). When the guard trips, `decide` reads and decides again for the precise error (the
 * 404 or 409 the read would now give; an error answer's own round trips), else a 409.
 */
const postToThread = async ({
  db,
  brandId,
  message,
  recipients,
  notice,
  stillHolds,
  decide,
}: {
  db: Db;
  brandId: string;
  message: { authorId: string; fromInternal: boolean; body: string };
  recipients: string[];
  notice: { title: string; link: string };
  stillHolds: SQL;
  decide: () => Promise<unknown>;
}) => {
  const id = crypto.randomUUID();
  try {
    const results = await runGuardedBatch(
      db,
      [
        abortUnless(db, stillHolds),
        db.insert(accountManagerMessages).values({ id, brandId, ...message }),
        ...recipients.map((userId) =>
          db.insert(notifications).values({
            userId,
            kind: 'account_manager.message',
            title: notice.title,
            body: excerpt(message.body),
            link: notice.link,
            brandId,
            eventId: `account-manager:${id}`,
          }),
        ),
        threadQuery(db, brandId),
      ],
      THREAD_CHANGED,
    );
    return (results.at(-1) as Row[]).map(toMessage);
  } catch (e) {
    if (e instanceof AppError && e.detail === THREAD_CHANGED) await decide();
    throw e;
  }
};

/** Brand side (the route checks the Account Manager feature): read the thread. */
export const brandAccountManagerThread = ({ db, brandId }: { db: Db; brandId: string }) => readThread(db, brandId);

const activeManagers = (brandId: string) =>
  sql`FROM strategist_brands sb JOIN users u ON u.id = sb.strategist_id JOIN brands b ON b.id = sb.brand_id
    WHERE sb.brand_id = ${brandId} AND u.status = 'ACTIVE'`;

/** The brand's active strategists; with nobody assigned yet there is no one to read the thread: 409. */
const managersOf = async (db: Db, brandId: string) => {
  const managers = await inBatch(
    db,
    db.all<{ id: string; brand_name: string }>(sql`SELECT u.id, b.name AS brand_name ${activeManagers(brandId)}`),
  );
  if (managers.length === 0) throw conflict('No strategist manages your brand yet. Write to support instead.');
  return managers;
};

/**
 * A brand member writes to the brand's strategists; each active strategist managing it is notified. With nobody
 * assigned yet there is no one to read it: 409. Two round trips: the strategists (the session folded in), then
 * the batch, guarded on a strategist still managing the brand.
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
  const managers = await managersOf(db, brandId);
  const results = await postToThread({
    db,
    brandId,
    message: { authorId: author.id, fromInternal: false, body },
    recipients: managers.map((m) => m.id),
    // The author's name came with the session, read in the first batch.
    notice: {
      title: `${managers[0]!.brand_name}: ${nameOf(author)} wrote to you`,
      link: paths.internal.organization.getHref(brandId),
    },
    stillHolds: sql`EXISTS (SELECT 1 ${activeManagers(brandId)})`,
    decide: () => managersOf(db, brandId),
  });
  return { results };
};

/**
 * Internal side: the thread of a brand in scope (404 otherwise), and whether the brand's plan has Account Manager;
 * one round trip (the scope, the plan and the thread in one batch; out of scope, none of the thread is sent).
 */
export const internalAccountManagerThread = async ({ db, auth, brandId }: BrandCall) => {
  const [[brand], rows] = await db.batch([brandInScopeQuery(db, auth, brandId), threadQuery(db, brandId)]);
  if (!brand) throw notFound('organization');
  return { results: rows.map(toMessage), enabled: brand.enabled === 1 };
};

/** A brand the caller may see, whose plan has Account Manager: else a 404, or a 409 naming it. */
const openThreadOf = (brand: { name: string; enabled: number } | undefined) => {
  if (!brand) throw notFound('organization');
  if (brand.enabled !== 1)
    throw conflict(`${brand.name}’s plan does not include Account Manager, so the brand cannot read messages here.`);
};

const membersQuery = (db: Db, brandId: string) =>
  db.all<{ user_id: string }>(sql`SELECT user_id FROM brand_members WHERE brand_id = ${brandId}`);

/**
 * A strategist (or staff) answers: every member of the brand is notified. Brands without Account Manager: 409.
 * Two round trips: the brand in scope with its plan and its members (the session folded in), then the batch,
 * guarded on the brand being still in scope with the feature.
 */
export const postFromInternal = async ({ db, auth, brandId, body }: BrandCall & { body: string }) => {
  const [[brand], members] = await db.batch([brandInScopeQuery(db, auth, brandId), membersQuery(db, brandId)]);
  openThreadOf(brand);
  const results = await postToThread({
    db,
    brandId,
    message: { authorId: auth.user.id, fromInternal: true, body },
    recipients: members.map((m) => m.user_id),
    // The author's name came with the session, read in the first batch.
    notice: { title: `${nameOf(auth.user)}, your account manager, wrote to you`, link: paths.brand.support.getHref() },
    stillHolds: sql`EXISTS (SELECT 1 FROM (${brandInScopeSql(auth, brandId)}) WHERE enabled = 1)`,
    decide: async () => openThreadOf((await inBatch(db, brandInScopeQuery(db, auth, brandId)))[0]),
  });
  return { results, enabled: true };
};
