import { sql } from 'drizzle-orm';
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

/**
 * The creator database: the exact count and one page of cards in one round trip of two statements, however large
 * the page. With filters the scan is forced over the narrow `creator_search` rows (NOT INDEXED): a predictable
 * ~10 ms at 100k creators, where an index on one range column would make SQLite chase rows at random.
 */
export const searchCreators = async ({ db, auth, brandId, query, url }: { db: Db; auth: Auth; brandId: string; query: TCreatorSearchQuery; url: string }): Promise<TCreatorSearchResult> => {
  const { where, fts, table } = searchConditions(query);
  const needsGate = FILTER_KEYS.some((k) => query[k] !== undefined) && auth.user.profileOf !== 'Strategist';
  const sort = query.sort === 'relevance' && !fts ? 'followers' : (query.sort ?? (fts ? 'relevance' : query.recently_added ? 'newest' : 'followers'));
  const from = sort === 'relevance' ? sql`creator_search_fts JOIN ${table} ON s.search_id = creator_search_fts.rowid` : table;
  const ftsJoin = sort === 'relevance' ? sql` AND creator_search_fts MATCH ${fts}` : sql``;
  const offset = (query.page - 1) * query.page_size;

  const { key, dir } = ORDER[sort];
  const page = sql`SELECT s.creator_id, s.search_id AS sid, ${key} AS k FROM ${from} WHERE ${where}${ftsJoin} ORDER BY ${key} ${dir}, s.search_id LIMIT ${query.page_size} OFFSET ${offset}`;
  // The plan check rides in the same round trip; results are discarded when the plan lacks Search Filters.
  const [counted, rows, plan] = await db.batch([
    db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${table} WHERE ${where}`),
    db.all<CardRow>(cardQuery({ brandId, from: sql`(${page}) pg JOIN creator_profiles p ON p.id = pg.creator_id`, where: sql`1`, orderBy: sql`pg.k ${dir}, pg.sid` })),
    db.get<{ id: string; features: string }>(
      needsGate ? sql`SELECT sub.id, pl.allowed_features AS features FROM subscriptions sub JOIN plans pl ON pl.id = sub.plan_id WHERE sub.brand_id = ${brandId} AND sub.status = 'active'` : sql`SELECT NULL AS id, '[]' AS features`,
    ),
  ]);
  if (needsGate) {
    const enabled = new Set(JSON.parse(plan?.features ?? '[]') as string[]);
    const subscription = plan?.id ? { id: plan.id, allowed_features: Object.fromEntries([...enabled].map((f) => [f, true])) } : null;
    if (!can({ profile_of: auth.user.profileOf }, 'SEARCH_FILTERS', subscription)) throw planError('SEARCH_FILTERS');
  }
  const count = Number(counted?.n ?? 0);
  return { count, ...pageLinks(url, query.page, query.page_size, count), results: rows.map(toCreatorCard) };
};
