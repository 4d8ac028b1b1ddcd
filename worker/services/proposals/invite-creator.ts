import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  campaignMatches,
  campaignShortlist,
  campaigns,
  creatorProfiles,
  matchTransitions,
  users,
} from '../../../db/schema';
import type { Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import type { TCreateMatch } from '../../schemas/brand-matches';
import { newDomainEvent, type DomainEvent } from '../outbox/outbox';
import { ownCampaignQuery, ownRowOr404 } from '../campaigns/campaign-rows';
import { isUniqueViolation } from '../../lib/db-errors';
import { abortUnless, abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';

type InviteResult =
  { id: string; status: 'invited'; event: DomainEvent } | { id: string; status: 'shortlisted'; event: null };

/** A brand's invitation of a creator to one of its campaigns. */
type InvitationInput = {
  db: Db;
  brandId: string;
  actorId: string;
  campaignId: string;
  creatorId: string;
  message: string | null;
};

const invitationSteps = ({ db, brandId, actorId, campaignId, creatorId, message }: InvitationInput) => {
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
  const match = db.insert(campaignMatches).values({
    id,
    campaignId,
    brandId,
    creatorId,
    status: 'invited',
    source: 'invited',
    offerMessage: message,
    statusChangedAt: now,
    statusChangedBy: actorId,
  });
  const transition = db
    .insert(matchTransitions)
    .values({ matchId: id, fromStatus: null, toStatus: 'invited', actorId, note: message ?? undefined });
  return { id, event, match, transition, insert };
};

const CHANGED = 'This campaign or creator changed meanwhile; reload and try again.';

/**
 * Invites a creator to an active campaign (Add to Campaign): the match row (invited), its first transition and
 * the `match.invited` event. A second invitation of the same creator is a 409. On a draft the creator is
 * shortlisted instead (nobody is told) and invited when the campaign is published.
 *
 * Two round trips: the campaign and the creator are one read (on a folded request with the session), then one
 * batch guarded on what the read decided — the campaign still in the status read and the creator still approved —
 * so a campaign published, paused or closed, or a creator suspended, between the two is a 409 and writes nothing.
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
  const [campaignRows, [creator]] = await db.batch([
    ownCampaignQuery({ db, brandId, id: input.campaign_id }),
    db
      .select({ id: creatorProfiles.id })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(and(eq(creatorProfiles.id, input.creator_id), eq(users.status, 'ACTIVE')))
      .limit(1),
  ]);
  const campaign = ownRowOr404(campaignRows);
  if (campaign.status !== 'active' && campaign.status !== 'draft')
    throw conflict(`A ${campaign.status} campaign takes no new creators.`);
  if (!creator) throw notFound('creator');
  const stillAsRead = abortUnless(
    db,
    sql`EXISTS (SELECT 1 FROM ${campaigns} WHERE ${campaigns.id} = ${campaign.id} AND ${campaigns.status} = ${campaign.status})
      AND EXISTS (SELECT 1 FROM ${creatorProfiles} JOIN ${users} ON ${users.id} = ${creatorProfiles.userId} WHERE ${creatorProfiles.id} = ${creator.id} AND ${users.status} = 'ACTIVE')`,
  );
  if (campaign.status === 'draft') {
    const [, added] = await runGuardedBatch(
      db,
      [
        stillAsRead,
        db
          .insert(campaignShortlist)
          .values({ campaignId: campaign.id, creatorId: creator.id, addedBy: actorId, message: input.message ?? null })
          .onConflictDoNothing()
          .returning({ creatorId: campaignShortlist.creatorId }),
      ],
      CHANGED,
    );
    if (!added.length) throw conflict('This creator is already on the campaign’s shortlist.');
    return { id: creator.id, status: 'shortlisted', event: null };
  }
  const { id, event, match, transition, insert } = invitationSteps({
    db,
    brandId,
    actorId,
    campaignId: campaign.id,
    creatorId: creator.id,
    message: input.message ?? null,
  });
  try {
    await runGuardedBatch(db, [stillAsRead, match, transition, insert], CHANGED);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('This creator is already part of the campaign.');
    throw e;
  }
  return { id, status: 'invited', event };
};

/**
 * A campaign's shortlist, each creator with whether they can be invited now (still approved and not already part of
 * the campaign), as a statement to ride in the publishing request's read batch.
 */
export const shortlistQuery = ({ db, campaignId }: { db: Db; campaignId: string }) =>
  db
    .select({
      creatorId: campaignShortlist.creatorId,
      message: campaignShortlist.message,
      invitable: sql<number>`${users.status} = 'ACTIVE' AND NOT EXISTS (SELECT 1 FROM ${campaignMatches} WHERE ${campaignMatches.campaignId} = ${campaignShortlist.campaignId} AND ${campaignMatches.creatorId} = ${campaignShortlist.creatorId})`,
    })
    .from(campaignShortlist)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignShortlist.creatorId))
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(campaignShortlist.campaignId, campaignId));

export type ShortlistRow = Awaited<ReturnType<typeof shortlistQuery>>[number];

/**
 * The statements that invite everyone invitable on a campaign just published and clear the shortlist read, to ride in
 * the publishing batch after its guarded status change; and the events to dispatch after it commits. A creator
 * who is no longer approved (pending, turned down or suspended since) or already part of the campaign is skipped. A
 * creator who joined the campaign after the read makes the batch roll back (a 409, as for any change meanwhile).
 *
 * So does a creator shortlisted after the read (an invitation to the draft that committed between the publisher's
 * read and its batch): once the rows read are cleared the campaign's shortlist must be empty, or the batch rolls
 * back and the publisher is told to try again, which invites them too. Without that guard the publish would leave
 * them shortlisted on an active campaign, where nothing ever invites them, while their invitation had answered 201.
 */
export const inviteShortlistedSteps = ({
  db,
  brandId,
  actorId,
  campaignId,
  shortlist,
}: {
  db: Db;
  brandId: string;
  actorId: string;
  campaignId: string;
  shortlist: ShortlistRow[];
}) => {
  const nothingShortlistedMeanwhile = abortUnless(
    db,
    sql`NOT EXISTS (SELECT 1 FROM ${campaignShortlist} WHERE ${campaignShortlist.campaignId} = ${campaignId})`,
  );
  if (!shortlist.length) return { steps: [nothingShortlistedMeanwhile], events: [] };
  const invitations = shortlist
    .filter((row) => row.invitable)
    .map((row) =>
      invitationSteps({ db, brandId, actorId, campaignId, creatorId: row.creatorId, message: row.message }),
    );
  const creatorIds = shortlist.map((row) => row.creatorId);
  const clear = db
    .delete(campaignShortlist)
    .where(and(eq(campaignShortlist.campaignId, campaignId), inArray(campaignShortlist.creatorId, creatorIds)));
  return {
    steps: [
      clear,
      nothingShortlistedMeanwhile,
      ...invitations.flatMap(({ match, transition, insert }) => [
        match.onConflictDoNothing(),
        abortUnlessChanged(db),
        transition,
        insert,
      ]),
    ],
    events: invitations.map((i) => i.event),
  };
};
