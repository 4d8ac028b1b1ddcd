import { and, eq } from 'drizzle-orm';
import { campaignMatches, creatorProfiles, matchTransitions, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import type { TCreateMatch } from '../../schemas/brand-matches';
import { newDomainEvent } from '../events/outbox';
import { loadOwnCampaign } from '../campaigns/campaign-rows';
import { isUniqueViolation } from '../../lib/db-errors';


/**
 * Invites a creator to an active campaign (Add to Campaign): the match row (invited), its first transition and
 * the `match.invited` event in one batch. A second invitation of the same creator is a 409.
 */
export const inviteCreator = async ({ db, brandId, actorId, input }: { db: Db; brandId: string; actorId: string; input: TCreateMatch }) => {
  const campaign = await loadOwnCampaign(db, brandId, input.campaign_id);
  if (campaign.status !== 'active') throw conflict('Publish the campaign before inviting creators.');
  const [creator] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(and(eq(creatorProfiles.id, input.creator_id), eq(users.status, 'ACTIVE')))
    .limit(1);
  if (!creator) throw notFound('creator');

  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const { event, insert } = newDomainEvent(db, 'match.invited', { match_id: id, campaign_id: campaign.id, creator_id: creator.id, brand_id: brandId, actor_id: actorId, message: input.message ?? null });
  try {
    await db.batch([
      db.insert(campaignMatches).values({ id, campaignId: campaign.id, brandId, creatorId: creator.id, status: 'invited', source: 'invited', offerMessage: input.message ?? null, statusChangedAt: now, statusChangedBy: actorId }),
      db.insert(matchTransitions).values({ matchId: id, fromStatus: null, toStatus: 'invited', actorId, note: input.message }),
      insert,
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('This creator is already part of the campaign.');
    throw e;
  }
  return { id, event };
};
