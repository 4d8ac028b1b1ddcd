import { and, eq, inArray } from 'drizzle-orm';
import { campaignMatches, campaigns } from '../../../db/schema';
import { AppError } from '../../lib/errors';
import { runMove } from '../matches/lifecycle';
import { readMoveFacts } from '../matches/move-facts';
import type { ScheduledJobArgs } from '../operations/scheduled-job';
import { dispatchEvents, type DomainEvent } from '../outbox/outbox';
import { planExpiry } from '../proposals/match-actions';
import { OPEN_STATUSES, closedNote, isClosing } from './close-campaign';

const SETTLE_BATCH = 50;

/**
 * What is still open on a campaign that is already completed or archived — an invitation or application that landed
 * in a race with the close, or a campaign closed before closing settled anything — is closed by the system (actor
 * null) as the close would have closed it: the same expiry, its hold returned, the creator told why. A brand or
 * creator moving the match at the same moment wins cleanly (the loser's guarded batch changes nothing).
 */
export const settleClosedCampaigns = async ({ db, env }: ScheduledJobArgs) => {
  const leftovers = await db
    .select({ id: campaignMatches.id, brandId: campaignMatches.brandId, closed: campaigns.status })
    .from(campaigns)
    .innerJoin(
      campaignMatches,
      and(eq(campaignMatches.campaignId, campaigns.id), inArray(campaignMatches.status, [...OPEN_STATUSES])),
    )
    .where(inArray(campaigns.status, ['completed', 'archived']))
    .limit(SETTLE_BATCH);

  const events: DomainEvent[] = [];
  for (const { id, brandId, closed } of leftovers) {
    const { facts } = await readMoveFacts({ db, matchKey: id, owner: { brandId }, withMoney: true });
    if (!facts || !isClosing(closed)) continue;
    const plan = planExpiry({ db, actorId: null, ...facts, ...closedNote(closed) });
    try {
      await runMove({ db, plan });
      events.push(plan.event);
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'conflict')) throw e;
    }
  }
  await dispatchEvents({ env, db, events });
  return events.length;
};
