import { and, asc, eq, sql } from 'drizzle-orm';
import { campaignMatches, campaigns, deliverables } from '../../../db/schema';
import { AppError } from '../../lib/errors';
import { dispatchEvents, type DomainEvent } from '../outbox/outbox';
import { selectBrandDeliverables, toBrandDeliverable } from './brand-deliverables';
import { reviewLatestVersion } from './review-latest-version';
import type { ScheduledJobArgs } from '../operations/scheduled-job';

/** Most approvals one scheduled run makes; the next run (every 5 minutes) takes the rest. */
const AUTO_APPROVE_BATCH = 100;

const autoApprovalNote = (days: number) =>
  `Approved automatically after ${days} day${days === 1 ? '' : 's'} without review`;

/**
 * DESIGN §10: content the brand leaves unanswered past the campaign's review window is approved by the system
 * (actor null), with a comment saying so, through the same lifecycle move as a brand's approval; the
 * `content.approved` event (payload `auto_approved: true`) notifies the parties. A brand answering at the same
 * moment wins or loses cleanly: the loser's guarded batch changes nothing.
 */
export const autoApproveOverdueSubmissions = async ({ db, env, now = Date.now() }: ScheduledJobArgs) => {
  const nowIso = new Date(now).toISOString();
  const overdue = await selectBrandDeliverables({
    db,
    where: and(
      eq(deliverables.status, 'submitted'),
      eq(campaignMatches.status, 'contracted'),
      sql`julianday(${deliverables.submittedAt}) + ${campaigns.reviewWindowDays} <= julianday(${nowIso})`,
    ),
  })
    .orderBy(asc(deliverables.submittedAt))
    .limit(AUTO_APPROVE_BATCH);

  const events: DomainEvent[] = [];
  for (const row of overdue) {
    const deliverable = toBrandDeliverable(row);
    const days = deliverable.reviewWindowDays;
    try {
      const { event } = await reviewLatestVersion({
        db,
        deliverable,
        action: 'approve',
        actorId: null,
        comment: autoApprovalNote(days),
        payload: { auto_approved: true, review_window_days: days },
      });
      events.push(event);
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'conflict')) throw e;
    }
  }
  await dispatchEvents({ env, db, events });
  return events.length;
};
