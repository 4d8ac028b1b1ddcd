import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db';
import type { TMatchStatus } from '../../schemas/campaign';
import { PIPELINE_STAGE_KEYS, stageOf, type TPipeline, type TPipelineItem } from '../../schemas/pipeline';
import type { CardRow } from '../creator-search/creator-cards';
import { matchQuery, toMatch } from './match-rows';
import { ownCampaignCheck, ownedOr404 } from '../campaigns/campaign-rows';

/** The most candidates one campaign's pipeline lists (a campaign works with tens of creators, not thousands). */
const PIPELINE_LIMIT = 500;

const EXTRA = sql`(SELECT json_object('id', pi.id, 'message', pi.message, 'proposed_rate_cents', pi.proposed_rate_cents, 'status', pi.status)
    FROM pitches pi WHERE pi.match_id = m.id ORDER BY pi.created_at DESC LIMIT 1) AS x_pitch,
  CASE WHEN m.status_changed_by IS NULL THEN 'system' WHEN m.status_changed_by = p.user_id THEN 'creator' ELSE 'brand' END AS x_moved_by,
  (SELECT r.label FROM removal_reasons r WHERE r.id = m.removal_reason_id) AS x_reason,
  c.platforms AS x_campaign_platforms`;

const missingPlatforms = (campaignPlatforms: unknown, accounts: { platform: string }[]) => {
  const wanted = typeof campaignPlatforms === 'string' ? (JSON.parse(campaignPlatforms) as string[]) : [];
  return wanted.filter((p) => !accounts.some((a) => a.platform === p));
};

/** A campaign's candidates in one statement, each with its stage, pitch, platform fit and who moved it last. */
export const listPipeline = async ({
  db,
  brandId,
  campaignId,
}: {
  db: Db;
  brandId: string;
  campaignId: string;
}): Promise<TPipeline> => {
  // The campaign's ownership is checked in the same batch (one round trip); another brand's campaign is a 404.
  const [owned, rows] = await db.batch([
    ownCampaignCheck({ db, brandId, id: campaignId }),
    db.all<CardRow>(
      matchQuery({
        brandId,
        where: sql`m.campaign_id = ${campaignId}`,
        extra: EXTRA,
        orderBy: sql`m.status_changed_at DESC, m.id LIMIT ${PIPELINE_LIMIT}`,
      }),
    ),
  ]);
  ownedOr404(owned);
  const results: TPipelineItem[] = rows.map((r) => {
    const match = toMatch(r);
    return {
      ...match,
      stage: stageOf(match.status as TMatchStatus),
      pitch: typeof r.x_pitch === 'string' ? (JSON.parse(r.x_pitch) as TPipelineItem['pitch']) : null,
      missing_platforms: missingPlatforms(r.x_campaign_platforms, match.creator.accounts),
      last_moved_by: r.x_moved_by as TPipelineItem['last_moved_by'],
      removal_reason_label: (r.x_reason as string | null) ?? null,
    };
  });
  const counts = Object.fromEntries(
    PIPELINE_STAGE_KEYS.map((k) => [k, results.filter((m) => m.stage === k).length]),
  ) as TPipeline['counts'];
  return { counts, results };
};
