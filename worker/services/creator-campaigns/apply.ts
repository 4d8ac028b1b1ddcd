import { and, eq, sql } from 'drizzle-orm';
import { campaignMatches, campaigns, matchTransitions, pitches } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { BatchResults, Db } from '../../lib/db';
import { AppError, conflict } from '../../lib/errors';
import { abortUnless, runGuardedBatch } from '../../lib/guarded-batch';
import type { TApplyRequest } from '../../schemas/creator-campaigns';
import type { TMyMatchDetail } from '../../schemas/creator-matches';
import { isUniqueViolation } from '../../lib/db-errors';
import type { DomainEvent } from '../outbox/outbox';
import { matchMoveEvent } from '../matches/lifecycle';
import { NOT_APPROVED, applyBlockers, loadVisibleCampaign } from './campaign-overview';
import { matchDetailReads, toMatchDetail } from './my-matches';

const ALREADY = 'You are already part of this campaign.';

/**
 * Applies to an open campaign with a pitch: the match (source `applied`), its first transition, the pitch and the
 * `match.applied` event. A second application to the same campaign is a 409 (unique campaign × creator); a
 * campaign whose targeting excludes the creator is a 403 naming why.
 *
 * Two round trips: the campaign as this creator may see it, with what deciding on the application needs (their
 * match, fit, the target places; on a folded request with the session, whose user decides "approved"), then one
 * batch guarded on the campaign still being open to applications that inserts the match and its rows and ends with
 * the match in full, as the creator sees it (the answer; no read-back).
 */
export const applyToCampaign = async ({
  db,
  user,
  creatorId,
  campaignId,
  input,
}: {
  db: Db;
  user: UserRow;
  creatorId: string;
  campaignId: string;
  input: TApplyRequest;
}): Promise<{ match: TMyMatchDetail; event: DomainEvent }> => {
  const visible = await loadVisibleCampaign({ db, creatorId, campaignId });
  const { campaign, match } = visible;
  if (match) throw conflict(ALREADY);
  if (user.status !== 'ACTIVE') throw new AppError('creator_not_approved', NOT_APPROVED, { status: 403 });
  const problems = applyBlockers(user, visible);
  if (problems.length) throw new AppError('not_eligible', problems.join(' '), { status: 403 });

  const matchId = crypto.randomUUID();
  const now = new Date().toISOString();
  const { event, insert } = matchMoveEvent({
    db,
    type: 'match.applied',
    match: { id: matchId, campaignId: campaign.id, creatorId, brandId: campaign.brandId },
    from: null,
    to: 'applied',
    actorId: user.id,
  });
  // Closed, paused or made invite-only since the read: the application is refused and nothing is written.
  const stillOpen = abortUnless(
    db,
    sql`EXISTS (SELECT 1 FROM ${campaigns} WHERE ${and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'active'), eq(campaigns.visibility, 'public'))})`,
  );
  const writes = [
    stillOpen,
    db.insert(campaignMatches).values({
      id: matchId,
      campaignId: campaign.id,
      brandId: campaign.brandId,
      creatorId,
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
  ] as const;
  const reads = matchDetailReads({ db, creatorId, matchId });
  try {
    const results = await runGuardedBatch(
      db,
      [...writes, ...reads],
      'This campaign stopped taking applications meanwhile.',
    );
    const detail = results.slice(writes.length) as unknown as BatchResults<typeof reads>;
    return { match: toMatchDetail(detail, user.id), event };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ALREADY);
    throw e;
  }
};
