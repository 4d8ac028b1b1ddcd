import { sql, type SQL } from 'drizzle-orm';
import type { DbKeys } from '../../lib/db';
import { NICHES, PLATFORMS } from '../../schemas/brand-choices';
import type { TSuggestedCreator } from '../../schemas/creator-search';
import { ownCampaignCheck, ownedOr404 } from '../campaigns/campaign-rows';
import { cardQuery, toCreatorCard, type CardRow } from './creator-cards';

const SUGGESTIONS = 12;
const NO_UPPER_BOUND = 9_007_199_254_740_991;

/**
 * The campaign's targeting as one row `tg`, read inside the ranking statement itself so the ranking needs no read of
 * the campaign first; only the acting brand's campaign gives a row (another brand's: no row, so no ranking).
 * MATERIALIZED: computed once, before the scan, so each creator only compares against its columns.
 */
const targetingCte = ({ brandId, id }: { brandId: string; id: string }) => {
  const bits = sql.join(
    NICHES.map((n, i) => sql`WHEN ${n} THEN ${1 << i}`),
    sql` `,
  );
  const names = PLATFORMS.map(
    (p) => sql`EXISTS (SELECT 1 FROM json_each(c.platforms) j WHERE j.value = ${p}) AS on_${sql.raw(p)}`,
  );
  return sql`tg AS MATERIALIZED (SELECT
      (SELECT coalesce(sum(DISTINCT CASE j.value ${bits} ELSE 0 END), 0) FROM json_each(c.target_niches) j) AS niche_mask,
      c.target_location_ids AS location_ids, ${sql.join(names, sql`, `)},
      -- No follower range at all: an empty one (1 to 0), so nobody is "in your range".
      CASE WHEN c.follower_min IS NULL AND c.follower_max IS NULL THEN 1 ELSE coalesce(c.follower_min, 0) END AS follower_low,
      CASE WHEN c.follower_min IS NULL AND c.follower_max IS NULL THEN 0 ELSE coalesce(c.follower_max, ${NO_UPPER_BOUND}) END AS follower_high,
      c.rate_max_cents
    FROM campaigns c WHERE c.id = ${id} AND c.brand_id = ${brandId})`;
};

/**
 * Creator Matches: creators ranked by fit to the campaign's targeting. Points for a target niche (3), a target
 * location (2), followers inside the range (2), a chosen platform (2), rates inside the per-creator range (1),
 * plus engagement (up to 1). Creators already matched to the campaign are left out. One round trip: the
 * campaign's ownership check (another brand's campaign is a 404) and one ranking statement that reads the
 * campaign's targeting itself (`targetingCte`).
 */
export const suggestCreators = async ({
  db,
  brandId,
  campaignId,
}: DbKeys<'brandId' | 'campaignId'>): Promise<TSuggestedCreator[]> => {
  const platforms = sql.join(
    PLATFORMS.map((p) => sql`(tg.on_${sql.raw(p)} AND s.${sql.raw(p)}_followers > 0)`),
    sql` OR `,
  );
  // The same conditions as with the campaign's values inlined; the targeting row's empty cases (no niche, no
  // location, no follower range, no rate ceiling) make them false, as the columns they test are never null.
  const reasons: [SQL, string][] = [
    [sql`(s.niche_mask & tg.niche_mask) <> 0`, 'Posts about your target niches'],
    [sql`s.location_id IN (SELECT j.value FROM tg, json_each(tg.location_ids) j)`, 'Based in a target location'],
    [sql`s.total_followers BETWEEN tg.follower_low AND tg.follower_high`, 'Audience size in your range'],
    [sql`(${platforms})`, 'Active on your platforms'],
    [sql`coalesce(s.rate_min_cents <= tg.rate_max_cents, 0)`, 'Rates fit your budget'],
  ];
  const weights = [3, 2, 2, 2, 1];
  const flags = reasons.map(([cond], i) => sql`(${cond}) AS r${sql.raw(String(i))}`);
  const score = sql.join(
    weights.map((w, i) => sql`r${sql.raw(String(i))} * ${w}`),
    sql` + `,
  );
  // Each reason's flag once per creator (against the targeting row, scanned first), then the score from them.
  const flagged = sql`WITH ${targetingCte({ brandId, id: campaignId })}
    SELECT s.creator_id, s.total_followers, s.engagement_rate, ${sql.join(flags, sql`, `)}
    FROM tg CROSS JOIN creator_search s NOT INDEXED
    WHERE s.is_active = 1 AND s.creator_id NOT IN (SELECT creator_id FROM campaign_matches WHERE campaign_id = ${campaignId})`;
  const ranked = sql`SELECT f.creator_id, f.r0, f.r1, f.r2, f.r3, f.r4, (${score}) + min(f.engagement_rate, 10) / 10.0 AS score
    FROM (${flagged}) f ORDER BY score DESC, f.total_followers DESC LIMIT ${SUGGESTIONS}`;
  const [owned, rows] = await db.batch([
    ownCampaignCheck({ db, brandId, id: campaignId }),
    db.all<CardRow & Record<string, number>>(
      cardQuery({
        brandId,
        from: sql`(${ranked}) rk JOIN creator_profiles p ON p.id = rk.creator_id`,
        where: sql`1`,
        extra: sql`rk.score AS score, rk.r0, rk.r1, rk.r2, rk.r3, rk.r4`,
        orderBy: sql`rk.score DESC`,
      }),
    ),
  ]);
  ownedOr404(owned);
  return rows.map((r) => ({
    creator: toCreatorCard(r),
    score: Math.round(Number(r.score) * 10) / 10,
    reasons: reasons.flatMap(([, label], i) => (Number(r[`r${i}`]) ? [label] : [])),
  }));
};
