import { sql } from 'drizzle-orm';
import type { DbKeys } from '../../lib/db';
import { notFound } from '../../lib/errors';

/** The check-ins of one of the brand's campaigns as the brand sees them: the schedule and the notes of done ones. */
export const brandCampaignCheckins = async ({ db, brandId, campaignId }: DbKeys<'brandId' | 'campaignId'>) => {
  const [campaign, tasks] = await db.batch([
    db.all<{
      next_due_at: string | null;
      interval_days: number | null;
      is_active: number | null;
    }>(sql`SELECT ck.next_due_at, ck.interval_days, ck.is_active
      FROM campaigns c LEFT JOIN campaign_checkins ck ON ck.campaign_id = c.id WHERE c.id = ${campaignId} AND c.brand_id = ${brandId}`),
    db.all<{
      id: string;
      due_at: string;
      notes: string;
      completed_at: string | null;
      first_name: string | null;
      last_name: string | null;
    }>(sql`SELECT t.id, t.due_at, t.notes, t.completed_at, u.first_name, u.last_name
      FROM checkin_tasks t LEFT JOIN users u ON u.id = t.completed_by
      WHERE t.campaign_id = ${campaignId} AND t.brand_id = ${brandId} AND t.status = 'done' ORDER BY t.completed_at DESC, t.id LIMIT 50`),
  ]);
  const row = campaign[0];
  if (!row) throw notFound('campaign');
  const active = Number(row.is_active) === 1;
  return {
    next_due_at: active ? row.next_due_at : null,
    interval_days: active ? Number(row.interval_days) : null,
    results: tasks.map((t) => ({
      id: t.id,
      due_at: t.due_at,
      notes: t.notes,
      completed_at: t.completed_at,
      strategist_name: t.first_name ? `${t.first_name} ${t.last_name ?? ''}`.trim() : null,
    })),
  };
};
