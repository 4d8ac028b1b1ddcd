import { sql, type SQL } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { FILTER_KEYS, type TCreatorSearchQuery, type TCreatorSearchResult } from '../../schemas/creator-search';
import { can } from '../../schemas/permissions';
import { planError } from '../brand-profile/plan-gate';
import { pageLinks } from '../campaigns/page-links';
import { cardQuery, toCreatorCard, type CardRow } from './creator-cards';
import { searchConditions } from './search-conditions';

/** Per sort: the key the page selects (`k`) and the order, used inside the page and again on its rows. */
const ORDER = {
  relevance: { key: sql`creator_search_fts.rank`, dir: sql`ASC` },
  followers: { key: sql`s.total_followers`, dir: sql`DESC` },
  engagement: { key: sql`s.engagement_rate`, dir: sql`DESC` },
  newest: { key: sql`s.created_at`, dir: sql`DESC` },
  rate_low: { key: sql`coalesce(s.rate_min_cents, 9007199254740991)`, dir: sql`ASC` },
};

const planSql = (brandId: string, needsGate: boolean) =>
  needsGate ? sql`SELECT sub.id, pl.allowed_features AS features FROM subscriptions sub JOIN plans pl ON pl.id = sub.plan_id WHERE sub.brand_id = ${brandId} AND sub.status = 'active'` : sql`SELECT NULL AS id, '[]' AS features`;

/**
 * The creator database: the exact count and one page of cards in one round trip, however large the page.
 * With filters the matching rows are found by ONE scan over the narrow `creator_search` rows (NOT INDEXED: a
 * predictable ~10 ms at 100k creators, where an index on one range column would make SQLite chase rows at
 * random), materialised once, then counted and paged from there. Without filters two index-only statements
 * (count, top of the sort index) are cheaper.
 */
export const searchCreators = async ({ db, auth, brandId, query, url }: { db: Db; auth: Auth; brandId: string; query: TCreatorSearchQuery; url: string }): Promise<TCreatorSearchResult> => {
  const { where, fts, table, isScan } = searchConditions(query);
  const needsGate = FILTER_KEYS.some((k) => query[k] !== undefined) && auth.user.profileOf !== 'Strategist';
  const sort = query.sort === 'relevance' && !fts ? 'followers' : (query.sort ?? (fts ? 'relevance' : query.recently_added ? 'newest' : 'followers'));
  const from = sort === 'relevance' ? sql`creator_search_fts JOIN ${table} ON s.search_id = creator_search_fts.rowid` : table;
  const ftsJoin = sort === 'relevance' ? sql` AND creator_search_fts MATCH ${fts}` : sql``;
  const { key, dir } = ORDER[sort];
  const limit = sql`LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`;
  const cards = (pageSource: SQL, extra?: SQL) => cardQuery({ brandId, from: sql`${pageSource} pg JOIN creator_profiles p ON p.id = pg.cid`, where: sql`1`, extra, orderBy: sql`pg.k ${dir}, pg.sid` });

  let count: number;
  let rows: CardRow[];
  let plan: { id: string | null; features: string } | undefined;
  if (isScan) {
    const matches = sql`SELECT s.creator_id AS cid, s.search_id AS sid, ${key} AS k FROM ${from} WHERE ${where}${ftsJoin}`;
    const statement = sql`WITH m AS MATERIALIZED (${matches}), page AS (SELECT cid, sid, k FROM m ORDER BY k ${dir}, sid ${limit}) ${cards(sql`page`, sql`(SELECT count(*) FROM m) AS total_count`)}`;
    [rows, plan] = await db.batch([db.all<CardRow>(statement), db.get<{ id: string | null; features: string }>(planSql(brandId, needsGate))]);
    // An empty page past the end carries no count: only then is a second (rare) query needed.
    count = rows.length ? Number(rows[0]!.total_count) : query.page === 1 ? 0 : Number((await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${table} WHERE ${where}`))?.n ?? 0);
  } else {
    const page = sql`(SELECT s.creator_id AS cid, s.search_id AS sid, ${key} AS k FROM ${from} WHERE ${where}${ftsJoin} ORDER BY ${key} ${dir}, s.search_id ${limit})`;
    let counted: { n: number } | undefined;
    [counted, rows, plan] = await db.batch([db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${table} WHERE ${where}`), db.all<CardRow>(cards(page)), db.get<{ id: string | null; features: string }>(planSql(brandId, needsGate))]);
    count = Number(counted?.n ?? 0);
  }
  // The plan check rides in the same round trip; results are discarded when the plan lacks Search Filters.
  if (needsGate) {
    const enabled = JSON.parse(plan?.features ?? '[]') as string[];
    const subscription = plan?.id ? { id: plan.id, allowed_features: Object.fromEntries(enabled.map((f) => [f, true])) } : null;
    if (!can({ profile_of: auth.user.profileOf }, 'SEARCH_FILTERS', subscription)) throw planError('SEARCH_FILTERS');
  }
  return { count, ...pageLinks(url, query.page, query.page_size, count), results: rows.map(toCreatorCard) };
};
