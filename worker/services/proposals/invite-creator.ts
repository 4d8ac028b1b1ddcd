import { and, eq, inArray } from 'drizzle-orm';
import { campaignMatches, campaignShortlist, creatorProfiles, matchTransitions, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { TCreateMatch } from '../../schemas/brand-matches';
import { newDomainEvent, type DomainEvent } from '../outbox/outbox';
import { loadOwnCampaign } from '../campaigns/campaign-rows';
import { isUniqueViolation } from '../../lib/db-errors';

type InviteResult =
  { id: string; status: 'invited'; event: DomainEvent } | { id: string; status: 'shortlisted'; event: null };

/**
 * Invites a creator to an active campaign (Add to Campaign): the match row (invited), its first transition and
 * the `match.invited` event in one batch. A second invitation of the same creator is a 409. On a draft the creator
 * is shortlisted instead (nobody is told) and invited when the campaign is published.
 */
export const inviteCreator = async ({
  db,
  brandId,
  actorId,
  input,
}: {
  db: Db;
  brandId: string;
  actorId: string;
  input: TCreateMatch;
}): Promise<InviteResult> => {
  const campaign = await loadOwnCampaign({ db, brandId, id: input.campaign_id });
  if (campaign.status !== 'active' && campaign.status !== 'draft')
    throw conflict(`A ${campaign.status} campaign takes no new creators.`);
  const [creator] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(and(eq(creatorProfiles.id, input.creator_id), eq(users.status, 'ACTIVE')))
    .limit(1);
  if (!creator) throw notFound('creator');
  if (campaign.status === 'draft') {
    const added = await db
      .insert(campaignShortlist)
      .values({ campaignId: campaign.id, creatorId: creator.id, addedBy: actorId, message: input.message ?? null })
      .onConflictDoNothing()
      .returning({ creatorId: campaignShortlist.creatorId });
    if (!added.length) throw conflict('This creator is already on the campaign’s shortlist.');
    return { id: creator.id, status: 'shortlisted', event: null };
  }
  return inviteToActive({
    db,
    brandId,
    actorId,
    campaignId: campaign.id,
    creatorId: creator.id,
    message: input.message ?? null,
  });
};

const inviteToActive = async ({
  db,
  brandId,
  actorId,
  campaignId,
  creatorId,
  message,
}: {
  db: Db;
  brandId: string;
  actorId: string;
  campaignId: string;
  creatorId: string;
  message: string | null;
}) => {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const { event, insert } = newDomainEvent({
    db,
    type: 'match.invited',
    payload: {
      match_id: id,
      campaign_id: campaignId,
      creator_id: creatorId,
      brand_id: brandId,
      actor_id: actorId,
      message,
    },
  });
  try {
    await db.batch([
      db.insert(campaignMatches).values({
        id,
        campaignId,
        brandId,
        creatorId,
        status: 'invited',
        source: 'invited',
        offerMessage: message,
        statusChangedAt: now,
        statusChangedBy: actorId,
      }),
      db
        .insert(matchTransitions)
        .values({ matchId: id, fromStatus: null, toStatus: 'invited', actorId, note: message ?? undefined }),
      insert,
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('This creator is already part of the campaign.');
    throw e;
  }
  return { id, status: 'invited' as const, event };
};

/**
 * Invites everyone shortlisted on a campaign just published, and clears its shortlist. A creator who is already
 * part of the campaign, or is no longer approved (pending, turned down or suspended since), is skipped. Returns the events to dispatch.
 */
export const inviteShortlisted = async ({
  db,
  brandId,
  actorId,
  campaignId,
}: {
  db: Db;
  brandId: string;
  actorId: string;
  campaignId: string;
}) => {
  const rows = await db.delete(campaignShortlist).where(eq(campaignShortlist.campaignId, campaignId)).returning();
  const approved = rows.length
    ? new Set(
        (
          await db
            .select({ id: creatorProfiles.id })
            .from(creatorProfiles)
            .innerJoin(users, eq(users.id, creatorProfiles.userId))
            .where(
              and(
                inArray(
                  creatorProfiles.id,
                  rows.map((r) => r.creatorId),
                ),
                eq(users.status, 'ACTIVE'),
              ),
            )
        ).map((c) => c.id),
      )
    : new Set<string>();
  const events: DomainEvent[] = [];
  for (const row of rows.filter((r) => approved.has(r.creatorId))) {
    try {
      const { event } = await inviteToActive({
        db,
        brandId,
        actorId,
        campaignId,
        creatorId: row.creatorId,
        message: row.message,
      });
      events.push(event);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
  }
  return events;
};
