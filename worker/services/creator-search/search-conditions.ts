import { sql, type SQL } from 'drizzle-orm';
import { fieldError } from '../../lib/errors';
import { LANGUAGES, NICHES, type TPlatform } from '../../schemas/brand-choices';
import type { TCreatorSearchQuery } from '../../schemas/creator-search';

const RECENTLY_ADDED_DAYS = 30;

/** `"word"* "word"*`: every word must match (as a prefix) in name, handles or bio. Null when there is no word. */
const ftsExpression = (q: string | undefined) => {
  const words =
    (q ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null;
};

/** A `YYYY-MM-DD` date as days since 1970-01-01, the unit of `creator_busy_days`. */
const dayNumber = (date: string) => Math.floor(Date.parse(date) / 86_400_000);

const maskOf = (field: string, values: string[] | undefined, vocabulary: readonly string[]) => {
  if (!values?.length) return 0;
  let mask = 0;
  for (const v of values) {
    const bit = vocabulary.findIndex((item) => item.toLowerCase() === v.toLowerCase());
    if (bit < 0) throw fieldError(field, `Unknown value "${v}".`);
    mask |= 1 << bit;
  }
  return mask;
};

const followerColumn = (p: TPlatform) => sql.raw(`s.${p}_followers`);
const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` OR `)})`;

/**
 * The WHERE conditions of a creator search over `creator_search s`, each on a column of that one narrow row
 * (so any combination is one scan), plus the full-text condition when there is text.
 */
export const searchConditions = (q: TCreatorSearchQuery) => {
  const where: SQL[] = [sql`s.is_active = 1`];
  const fts = ftsExpression(q.q);
  if (fts) where.push(sql`s.search_id IN (SELECT rowid FROM creator_search_fts WHERE creator_search_fts MATCH ${fts})`);
  if (q.platform?.length) {
    const lo = q.followers_min ?? 1;
    const hi = q.followers_max;
    where.push(
      anyOf(
        q.platform.map((p) =>
          hi === undefined ? sql`${followerColumn(p)} >= ${lo}` : sql`${followerColumn(p)} BETWEEN ${lo} AND ${hi}`,
        ),
      ),
    );
  } else {
    if (q.followers_min !== undefined) where.push(sql`s.total_followers >= ${q.followers_min}`);
    if (q.followers_max !== undefined) where.push(sql`s.total_followers <= ${q.followers_max}`);
  }
  if (q.engagement_min !== undefined) where.push(sql`s.engagement_rate >= ${q.engagement_min}`);
  if (q.engagement_max !== undefined) where.push(sql`s.engagement_rate <= ${q.engagement_max}`);
  const niches = maskOf('niche', q.niche, NICHES);
  if (niches) where.push(sql`(s.niche_mask & ${niches}) <> 0`);
  const languages = maskOf('language', q.language, LANGUAGES);
  if (languages) where.push(sql`(s.language_mask & ${languages}) <> 0`);
  if (q.location?.length) where.push(sql`s.location_id IN (${list(q.location)})`);
  if (q.audience_gender === 'female') where.push(sql`s.audience_female_pct >= 50`);
  if (q.audience_gender === 'male') where.push(sql`s.audience_female_pct <= 50`);
  if (q.audience_age?.length) where.push(sql`s.audience_top_age IN (${list(q.audience_age)})`);
  if (q.audience_country?.length) where.push(sql`s.audience_top_country IN (${list(q.audience_country)})`);
  // A creator fits a rate range when their price range overlaps it.
  if (q.rate_min_cents !== undefined) where.push(sql`s.rate_max_cents >= ${q.rate_min_cents}`);
  if (q.rate_max_cents !== undefined) where.push(sql`s.rate_min_cents <= ${q.rate_max_cents}`);
  if (q.available_from && q.available_to) {
    const [from, to] = [dayNumber(q.available_from), dayNumber(q.available_to)];
    // Most creators have no busy day in the range at all (or none): only the rest look their days up.
    where.push(sql`(s.busy_first_day IS NULL OR s.busy_first_day > ${to} OR s.busy_last_day < ${from}
      OR NOT EXISTS (SELECT 1 FROM creator_busy_days b WHERE b.search_id = s.search_id AND b.day BETWEEN ${from} AND ${to}))`);
  }
  if (q.recently_added)
    where.push(sql`s.created_at >= ${new Date(Date.now() - RECENTLY_ADDED_DAYS * 86_400_000).toISOString()}`);
  // Index choice is ours, not the planner's: with filters one scan of the narrow rows is fast and predictable,
  // where the is_active index would make SQLite fetch every row at random.
  const onlyRecent = q.recently_added && where.length === 2;
  const table =
    where.length === 1
      ? sql`creator_search s`
      : onlyRecent
        ? sql`creator_search s INDEXED BY creator_search_created_idx`
        : sql`creator_search s NOT INDEXED`;
  return { where: sql.join(where, sql` AND `), fts, table, isScan: where.length > 1 && !onlyRecent };
};
