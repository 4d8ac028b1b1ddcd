import { sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { selectCampaignFigures, toOrganizationCampaign, type CampaignFiguresRow } from './campaign-figures';
import { paths } from '../../schemas/app-paths';

const DAY_MS = 86_400_000;
const PER_RUN = 50;

/** The next due time: one interval on; if the cron was down for longer, one interval from now (no backlog of tasks). */
const nextDue = (dueAt: string, intervalDays: number, now: number) => {
  const next = Date.parse(dueAt) + intervalDays * DAY_MS;
  return new Date(next > now ? next : now + intervalDays * DAY_MS).toISOString();
};

const summary = (c: ReturnType<typeof toOrganizationCampaign>) =>
  c.health.reasons.length > 0
    ? c.health.reasons.join('; ')
    : `On track: ${c.health.creators.contracted} under contract, ${c.health.deliverables.done}/${c.health.deliverables.total} deliverables done.`;

/**
 * Campaign Check-ins: every due check-in of an active campaign becomes a task with the campaign's health and a
 * notification for each strategist managing the brand. Moving the due time is guarded on its old value, so two
 * overlapping runs (or a retried one) open one task per due time, never two; the task is also unique per due time.
 * Check-ins of campaigns that are no longer active are switched off.
 */
export const runDueCheckins = async ({ db, now = Date.now() }: { db: Db; now?: number }) => {
  const nowIso = new Date(now).toISOString();
  const dueCampaigns = sql`SELECT campaign_id FROM campaign_checkins WHERE is_active = 1 AND next_due_at <= ${nowIso} ORDER BY next_due_at LIMIT ${PER_RUN}`;
  const [due, strategists] = await db.batch([
    db.all<CampaignFiguresRow>(selectCampaignFigures(sql`c.id IN (${dueCampaigns})`)),
    db.all<{
      brand_id: string;
      strategist_id: string;
    }>(sql`SELECT sb.brand_id, sb.strategist_id FROM strategist_brands sb
      WHERE sb.brand_id IN (SELECT c.brand_id FROM campaigns c WHERE c.id IN (${dueCampaigns}))`),
  ]);
  let opened = 0;
  for (const row of due) {
    const campaign = toOrganizationCampaign(row);
    const checkin = campaign.checkin!;
    const sameDue = sql`id = ${checkin.id} AND next_due_at = ${checkin.next_due_at} AND is_active = 1`;
    try {
      if (campaign.status !== 'active') {
        await db.run(sql`UPDATE campaign_checkins SET is_active = 0 WHERE ${sameDue}`);
        continue;
      }
      const taskId = crypto.randomUUID();
      await runGuardedBatch(
        db,
        [
          db.run(
            sql`UPDATE campaign_checkins SET next_due_at = ${nextDue(checkin.next_due_at, checkin.interval_days, now)} WHERE ${sameDue}`,
          ),
          abortUnlessChanged(db),
          db.run(sql`INSERT INTO checkin_tasks (id, checkin_id, campaign_id, brand_id, due_at, health, status, notes, created_at)
            VALUES (${taskId}, ${checkin.id}, ${campaign.id}, ${row.brand_id}, ${checkin.next_due_at}, ${JSON.stringify(campaign.health)}, 'open', '', ${nowIso})`),
          ...strategists
            .filter((s) => s.brand_id === row.brand_id)
            .map((s) =>
              db
                .insert(notifications)
                .values({
                  userId: s.strategist_id,
                  kind: 'checkin.due',
                  title: `Check-in due: “${campaign.title}”`,
                  body: summary(campaign),
                  link: `${paths.internal.organization.getHref(row.brand_id)}#check-ins`,
                  eventId: `checkin:${taskId}`,
                })
                .onConflictDoNothing(),
            ),
        ],
        'Another run opened this check-in.',
      );
      opened += 1;
    } catch (e) {
      // A concurrent run moved this check-in first: nothing to do. Anything else is logged and retried next run.
      if (!(e instanceof Error && /Another run/.test(e.message)))
        console.warn(
          JSON.stringify({ level: 'warn', msg: 'check-in run failed', checkin_id: checkin.id, error: String(e) }),
        );
    }
  }
  return { opened };
};
