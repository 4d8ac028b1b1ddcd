import { and, between, eq, inArray } from 'drizzle-orm';
import { brands, campaignMatches, campaigns, creatorUnavailableDates, locations } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TCreatorCampaignOverview } from '../../schemas/creator-campaigns';
import type { CreatorRow } from '../creators/load-creator';
import { BRAND_COLUMNS, toCampaignCard } from './campaign-card';
import { fitProblems, loadCreatorFit } from './eligibility';

export const NOT_APPROVED = 'Your profile is waiting for approval. You can apply once it is approved.';

/**
 * A campaign the creator may see: an active public one, or any campaign they have a match with (an invitation to
 * an invite-only campaign included). Everything else is a 404.
 */
export const loadVisibleCampaign = async ({
  db,
  creatorId,
  campaignId,
}: {
  db: Db;
  creatorId: string;
  campaignId: string;
}) => {
  const [[row], [match]] = await db.batch([
    db
      .select({ campaign: campaigns, ...BRAND_COLUMNS, brandDescription: brands.description })
      .from(campaigns)
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .where(eq(campaigns.id, campaignId))
      .limit(1),
    db
      .select({ id: campaignMatches.id, status: campaignMatches.status })
      .from(campaignMatches)
      .where(and(eq(campaignMatches.campaignId, campaignId), eq(campaignMatches.creatorId, creatorId)))
      .limit(1),
  ]);
  if (!row || (!match && !(row.campaign.status === 'active' && row.campaign.visibility === 'public')))
    throw notFound('campaign');
  return { ...row, match: match ?? null };
};

/** Why this creator cannot apply right now (empty: they can). */
export const applyBlockers = async ({
  db,
  user,
  creator,
  campaign,
}: {
  db: Db;
  user: UserRow;
  creator: CreatorRow;
  campaign: typeof campaigns.$inferSelect;
}) => {
  const labels = campaign.targetLocationIds.length
    ? new Map(
        (await db.select().from(locations).where(inArray(locations.id, campaign.targetLocationIds))).map((l) => [
          l.id,
          `${l.city}, ${l.country}`,
        ]),
      )
    : new Map<string, string>();
  const problems = fitProblems({ c: campaign, fit: await loadCreatorFit({ db, creator }), locationLabels: labels });
  if (campaign.visibility !== 'public') problems.unshift('This campaign is by invitation only.');
  if (user.status !== 'ACTIVE') problems.push(NOT_APPROVED);
  return { problems, labels };
};

export const campaignOverview = async ({
  db,
  user,
  creator,
  campaignId,
}: {
  db: Db;
  user: UserRow;
  creator: CreatorRow;
  campaignId: string;
}): Promise<TCreatorCampaignOverview> => {
  const { campaign, match, brandDescription, ...brand } = await loadVisibleCampaign({
    db,
    creatorId: creator.id,
    campaignId,
  });
  const { problems, labels } = await applyBlockers({ db, user, creator, campaign });
  const busy =
    campaign.startDate && campaign.endDate
      ? await db
          .select({ date: creatorUnavailableDates.date })
          .from(creatorUnavailableDates)
          .where(
            and(
              eq(creatorUnavailableDates.creatorId, creator.id),
              between(creatorUnavailableDates.date, campaign.startDate, campaign.endDate),
            ),
          )
          .orderBy(creatorUnavailableDates.date)
      : [];
  return {
    ...toCampaignCard(campaign, brand),
    brief: campaign.brief,
    objectives: campaign.objectives,
    status: campaign.status,
    visibility: campaign.visibility,
    target_locations: campaign.targetLocationIds.map((id) => labels.get(id) ?? id),
    follower_min: campaign.followerMin,
    follower_max: campaign.followerMax,
    review_window_days: campaign.reviewWindowDays,
    revision_rounds: campaign.revisionRounds,
    brand_description: brandDescription,
    my_match: match,
    can_apply: !match && problems.length === 0,
    apply_blockers: match ? [] : problems,
    unavailable_days: busy.map((b) => b.date),
  };
};
