import type { TUnlinkedPage } from '../../lib/page-links';
import { sql, type SQL } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import {
  FILTER_KEYS,
  type TCreatorSearchQuery,
  type TCreatorSearchResult,
  type TCreatorSort,
} from '../../schemas/creator-search';
import { can } from '../../schemas/permissions';
import { planError } from '../brands/plan-gate';
import { cardQuery, toCreatorCard, type CardRow } from './creator-cards';
import { searchConditions } from './search-conditions';

/**
 * Per sort: the key the page selects (`k`) and the order, used inside the page and again on its rows (ties by
 * search id in the same direction, as the indexes store them), and for indexed orders the active rows in that order.
 */
const ORDER: Record<TCreatorSort, { key: SQL; dir: SQL; ordered?: SQL }> = {
  relevance: { key: sql`creator_search_fts.rank`, dir: sql`ASC` },
  followers: {
    key: sql`s.total_followers`,
    dir: sql`DESC`,
    ordered: sql`SELECT search_id FROM creator_search INDEXED BY creator_search_active_followers_idx WHERE is_active = 1 ORDER BY total_followers DESC, search_id DESC`,
  },
  engagement: {
    key: sql`s.engagement_rate`,
    dir: sql`DESC`,
    ordered: sql`SELECT search_id FROM creator_search INDEXED BY creator_search_active_engagement_idx WHERE is_active = 1 ORDER BY engagement_rate DESC, search_id DESC`,
  },
  newest: { key: sql`s.created_at`, dir: sql`DESC` },
  rate_low: {
    key: sql`coalesce(s.rate_min_cents, 9007199254740991)`,
    dir: sql`ASC`,
    ordered: sql`SELECT search_id FROM creator_search INDEXED BY creator_search_active_rate_idx WHERE is_active = 1 ORDER BY coalesce(rate_min_cents, 9007199254740991) ASC, search_id ASC`,
  },
};

/** How far down a sort index a search looks for its page before it sorts all its matches instead. */
const SORT_WINDOW_ROWS = 1000;

const planSql = (brandId: string, needsGate: boolean) =>
  needsGate
    ? sql`SELECT sub.id, pl.allowed_features AS features FROM subscriptions sub JOIN plans pl ON pl.id = sub.plan_id WHERE sub.brand_id = ${brandId} AND sub.status <> 'canceled'`
    : sql`SELECT NULL AS id, '[]' AS features`;

/**
 * The creator database: the exact count and one page of cards in one round trip, however large the page.
 * With filters the matches are found by ONE scan over the narrow `creator_search` rows (NOT INDEXED: a predictable
 * ~10 ms at 100k creators, where an index on one range column would make SQLite chase rows at random). Sorts with an
 * index first look for the page among the top SORT_WINDOW_ROWS rows of it (enough whenever the filters match many
 * creators), and then the scan only counts; otherwise the matches are materialised once, counted and sorted. The
 * `gate` join keeps the branch that is not needed from scanning at all. Without filters two index-only statements
 * (count, top of the sort index) are cheaper.
 */
export const searchCreators = async ({
  db,
  auth,
  brandId,
  query,
}: {
  db: Db;
  auth: Auth;
  brandId: string;
  query: TCreatorSearchQuery;
}): Promise<TUnlinkedPage<TCreatorSearchResult>> => {
  const { where, fts, table, isScan } = searchConditions(query);
  const needsGate = FILTER_KEYS.some((k) => query[k] !== undefined) && auth.user.profileOf !== 'Strategist';
  const sort =
    query.sort === 'relevance' && !fts
      ? 'followers'
      : (query.sort ?? (fts ? 'relevance' : query.recently_added ? 'newest' : 'followers'));
  const from =
    sort === 'relevance' ? sql`creator_search_fts JOIN ${table} ON s.search_id = creator_search_fts.rowid` : table;
  const ftsJoin = sort === 'relevance' ? sql` AND creator_search_fts MATCH ${fts}` : sql``;
  const { key, dir, ordered } = ORDER[sort];
  const order = sql`ORDER BY k ${dir}, sid ${dir}`;
  const limit = sql`LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`;
  const cards = (pageSource: SQL, extra?: SQL) =>
    cardQuery({
      brandId,
      from: sql`${pageSource} pg CROSS JOIN creator_profiles p ON p.id = pg.cid`,
      where: sql`1`,
      extra,
      orderBy: sql`pg.k ${dir}, pg.sid ${dir}`,
    });

  let count: number;
  let rows: CardRow[];
  let plan: { id: string | null; features: string } | undefined;
  if (isScan) {
    const matchesIn = (source: SQL) =>
      sql`SELECT s.creator_id AS cid, s.search_id AS sid, ${key} AS k FROM ${source} WHERE ${where}${ftsJoin}`;
    const wanted = query.page * query.page_size;
    const statement =
      ordered && wanted <= SORT_WINDOW_ROWS
        ? sql`WITH fast AS MATERIALIZED (${matchesIn(sql`(${ordered} LIMIT ${SORT_WINDOW_ROWS}) w CROSS JOIN creator_search s ON s.search_id = w.search_id`)} ${order} LIMIT ${wanted}),
            ok AS MATERIALIZED (SELECT (SELECT count(*) FROM fast) = ${wanted} AS v),
            m AS MATERIALIZED (${matchesIn(sql`(SELECT 1 FROM ok WHERE v = 0) gate CROSS JOIN ${from}`)}),
            page AS (SELECT * FROM (SELECT cid, sid, k FROM fast WHERE (SELECT v FROM ok) ${order} ${limit}) UNION ALL SELECT * FROM (SELECT cid, sid, k FROM m ${order} ${limit}))
            ${cards(sql`page`, sql`CASE WHEN (SELECT v FROM ok) THEN (SELECT count(*) FROM ${table} WHERE ${where}) ELSE (SELECT count(*) FROM m) END AS total_count`)}`
        : sql`WITH m AS MATERIALIZED (${matchesIn(from)}), page AS (SELECT cid, sid, k FROM m ${order} ${limit}) ${cards(sql`page`, sql`(SELECT count(*) FROM m) AS total_count`)}`;
    [rows, plan] = await db.batch([
      db.all<CardRow>(statement),
      db.get<{ id: string | null; features: string }>(planSql(brandId, needsGate)),
    ]);
    // An empty page past the end carries no count: only then is a second (rare) query needed.
    count = rows.length
      ? Number(rows[0]!.total_count)
      : query.page === 1
        ? 0
        : Number((await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${table} WHERE ${where}`))?.n ?? 0);
  } else {
    const page = sql`(SELECT s.creator_id AS cid, s.search_id AS sid, ${key} AS k FROM ${from} WHERE ${where}${ftsJoin} ORDER BY ${key} ${dir}, s.search_id ${dir} ${limit})`;
    let counted: { n: number } | undefined;
    [counted, rows, plan] = await db.batch([
      db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${table} WHERE ${where}`),
      db.all<CardRow>(cards(page)),
      db.get<{ id: string | null; features: string }>(planSql(brandId, needsGate)),
    ]);
    count = Number(counted?.n ?? 0);
  }
  // The plan check rides in the same round trip; results are discarded when the plan lacks Search Filters.
  if (needsGate) {
    const enabled = JSON.parse(plan?.features ?? '[]') as string[];
    const subscription = plan?.id
      ? { id: plan.id, allowed_features: Object.fromEntries(enabled.map((f) => [f, true])) }
      : null;
    if (!can({ profile_of: auth.user.profileOf }, 'SEARCH_FILTERS', subscription)) throw planError('SEARCH_FILTERS');
  }
  return { count, results: rows.map(toCreatorCard) };
};
