import { campaignMatches, matchTransitions, pitches } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, conflict } from '../../lib/errors';
import type { TApplyRequest } from '../../schemas/creator-campaigns';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CreatorRow } from '../creators/load-creator';
import { newDomainEvent } from '../outbox/outbox';
import { NOT_APPROVED, applyBlockers, loadVisibleCampaign } from './campaign-overview';

/**
 * Applies to an open campaign with a pitch: the match (source `applied`), its first transition, the pitch and the
 * `match.applied` event in one batch. A second application to the same campaign is a 409 (unique campaign ×
 * creator); a campaign whose targeting excludes the creator is a 403 naming why.
 */
export const applyToCampaign = async ({
  db,
  user,
  creator,
  campaignId,
  input,
}: {
  db: Db;
  user: UserRow;
  creator: CreatorRow;
  campaignId: string;
  input: TApplyRequest;
}) => {
  const visible = await loadVisibleCampaign({ db, creatorId: creator.id, campaignId });
  const { campaign, match } = visible;
  if (match) throw conflict('You are already part of this campaign.');
  if (user.status !== 'ACTIVE') throw new AppError('creator_not_approved', NOT_APPROVED, { status: 403 });
  const problems = applyBlockers(user, visible);
  if (problems.length) throw new AppError('not_eligible', problems.join(' '), { status: 403 });

  const matchId = crypto.randomUUID();
  const now = new Date().toISOString();
  const { event, insert } = newDomainEvent({
    db,
    type: 'match.applied',
    payload: {
      match_id: matchId,
      campaign_id: campaign.id,
      creator_id: creator.id,
      brand_id: campaign.brandId,
      from: null,
      to: 'applied',
      actor_id: user.id,
    },
  });
  try {
    await db.batch([
      db.insert(campaignMatches).values({
        id: matchId,
        campaignId: campaign.id,
        brandId: campaign.brandId,
        creatorId: creator.id,
        status: 'applied',
        source: 'applied',
        statusChangedAt: now,
        statusChangedBy: user.id,
      }),
      db
        .insert(matchTransitions)
        .values({ matchId, fromStatus: null, toStatus: 'applied', actorId: user.id, note: 'Applied with a pitch' }),
      db.insert(pitches).values({
        matchId,
        campaignId: campaign.id,
        message: input.message,
        proposedRateCents: input.proposed_rate_cents ?? null,
      }),
      insert,
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('You are already part of this campaign.');
    throw e;
  }
  return { matchId, event };
};
