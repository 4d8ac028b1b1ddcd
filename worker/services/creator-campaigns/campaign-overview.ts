import { and, between, eq, sql } from 'drizzle-orm';
import {
  brands,
  campaignMatches,
  campaigns,
  creatorProfiles,
  creatorUnavailableDates,
  locations,
} from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TCreatorCampaignOverview } from '../../schemas/creator-campaigns';
import { BRAND_COLUMNS, toCampaignCard } from './campaign-card';
import { creatorFitOf, fitProblems, selectFitAccounts } from './eligibility';

export const NOT_APPROVED = 'Your profile is waiting for approval. You can apply once it is approved.';

/**
 * A campaign the creator may see: an active public one, or any campaign they have a match with (an invitation to
 * an invite-only campaign included). Everything else is a 404. One batch also reads what deciding whether they can
 * apply needs (their fit, the target locations' names) and their unavailable days during the campaign.
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
  const targetLocations = sql`(SELECT value FROM json_each((SELECT ${campaigns.targetLocationIds} FROM ${campaigns} WHERE ${campaigns.id} = ${campaignId})))`;
  const [[row], [match], [profile], accounts, places, busy] = await db.batch([
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
    db
      .select({ niches: creatorProfiles.niches, locationId: creatorProfiles.locationId })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.id, creatorId))
      .limit(1),
    selectFitAccounts({ db, creatorId }),
    db
      .select()
      .from(locations)
      .where(sql`${locations.id} IN ${targetLocations}`),
    // No days when the campaign has no start or end (BETWEEN with a NULL bound matches nothing).
    db
      .select({ date: creatorUnavailableDates.date })
      .from(creatorUnavailableDates)
      .innerJoin(campaigns, eq(campaigns.id, campaignId))
      .where(
        and(
          eq(creatorUnavailableDates.creatorId, creatorId),
          between(creatorUnavailableDates.date, campaigns.startDate, campaigns.endDate),
        ),
      )
      .orderBy(creatorUnavailableDates.date),
  ]);
  if (!row || (!match && !(row.campaign.status === 'active' && row.campaign.visibility === 'public')))
    throw notFound('campaign');
  return {
    ...row,
    match: match ?? null,
    fit: creatorFitOf({ creatorId, profile, accounts }),
    labels: new Map(places.map((l) => [l.id, `${l.city}, ${l.country}`])),
    unavailableDays: busy.map((b) => b.date),
  };
};

/** Why this creator cannot apply right now (empty: they can). */
export const applyBlockers = (
  user: UserRow,
  { campaign, fit, labels }: Pick<Awaited<ReturnType<typeof loadVisibleCampaign>>, 'campaign' | 'fit' | 'labels'>,
) => {
  const problems = fitProblems({ c: campaign, fit, locationLabels: labels });
  if (campaign.visibility !== 'public') problems.unshift('This campaign is by invitation only.');
  if (user.status !== 'ACTIVE') problems.push(NOT_APPROVED);
  return problems;
};

export const campaignOverview = async ({
  db,
  user,
  creatorId,
  campaignId,
}: {
  db: Db;
  user: UserRow;
  creatorId: string;
  campaignId: string;
}): Promise<TCreatorCampaignOverview> => {
  const visible = await loadVisibleCampaign({ db, creatorId, campaignId });
  const { campaign, match, brandDescription, labels, unavailableDays } = visible;
  const problems = applyBlockers(user, visible);
  return {
    ...toCampaignCard(campaign, visible),
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
    unavailable_days: unavailableDays,
  };
};
