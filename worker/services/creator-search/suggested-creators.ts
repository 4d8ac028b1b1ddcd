import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../lib/db';
import { NICHES, type TPlatform } from '../../schemas/brand-choices';
import type { TSuggestedCreator } from '../../schemas/creator-search';
import type { CampaignRow } from '../campaigns/campaign-rows';
import { cardQuery, toCreatorCard, type CardRow } from './creator-cards';

const SUGGESTIONS = 12;

/**
 * Creator Matches: creators ranked by fit to the campaign's targeting. Points for a target niche (3), a target
 * location (2), followers inside the range (2), a chosen platform (2), rates inside the per-creator range (1),
 * plus engagement (up to 1). Creators already matched to the campaign are left out. One scan, one statement.
 */
export const suggestCreators = async ({
  db,
  campaign,
}: {
  db: Db;
  campaign: CampaignRow;
}): Promise<TSuggestedCreator[]> => {
  const nicheMask = campaign.targetNiches.reduce(
    (m, n) =>
      NICHES.indexOf(n as (typeof NICHES)[number]) >= 0 ? m | (1 << NICHES.indexOf(n as (typeof NICHES)[number])) : m,
    0,
  );
  const locations = campaign.targetLocationIds.length
    ? sql.join(
        campaign.targetLocationIds.map((l) => sql`${l}`),
        sql`, `,
      )
    : null;
  const platforms = (campaign.platforms as TPlatform[]).map((p) => sql.raw(`s.${p}_followers > 0`));
  const fMin = campaign.followerMin ?? 0;
  const fMax = campaign.followerMax ?? 9_007_199_254_740_991;
  const reasons: [SQL, string][] = [
    [nicheMask ? sql`(s.niche_mask & ${nicheMask}) <> 0` : sql`0`, 'Posts about your target niches'],
    [locations ? sql`s.location_id IN (${locations})` : sql`0`, 'Based in a target location'],
    [
      campaign.followerMin != null || campaign.followerMax != null
        ? sql`s.total_followers BETWEEN ${fMin} AND ${fMax}`
        : sql`0`,
      'Audience size in your range',
    ],
    [platforms.length ? sql`(${sql.join(platforms, sql` OR `)})` : sql`0`, 'Active on your platforms'],
    [
      campaign.rateMaxCents != null ? sql`coalesce(s.rate_min_cents <= ${campaign.rateMaxCents}, 0)` : sql`0`,
      'Rates fit your budget',
    ],
  ];
  const weights = [3, 2, 2, 2, 1];
  const flags = reasons.map(([cond], i) => sql`(${cond}) AS r${sql.raw(String(i))}`);
  const score = sql.join(
    reasons.map(([cond], i) => sql`(${cond}) * ${weights[i]}`),
    sql` + `,
  );
  const ranked = sql`SELECT s.creator_id, ${sql.join(flags, sql`, `)}, (${score}) + min(s.engagement_rate, 10) / 10.0 AS score
    FROM creator_search s NOT INDEXED
    WHERE s.is_active = 1 AND s.creator_id NOT IN (SELECT creator_id FROM campaign_matches WHERE campaign_id = ${campaign.id})
    ORDER BY score DESC, s.total_followers DESC LIMIT ${SUGGESTIONS}`;
  const rows = await db.all<CardRow & Record<string, number>>(
    cardQuery({
      brandId: campaign.brandId,
      from: sql`(${ranked}) rk JOIN creator_profiles p ON p.id = rk.creator_id`,
      where: sql`1`,
      extra: sql`rk.score AS score, rk.r0, rk.r1, rk.r2, rk.r3, rk.r4`,
      orderBy: sql`rk.score DESC`,
    }),
  );
  return rows.map((r) => ({
    creator: toCreatorCard(r),
    score: Math.round(Number(r.score) * 10) / 10,
    reasons: reasons.flatMap(([, label], i) => (Number(r[`r${i}`]) ? [label] : [])),
  }));
};
