import { sql, type SQL } from 'drizzle-orm';
import type { TOrganizationCampaign } from '../../schemas/internal-organizations';
import { isoHoursAgo } from './brand-attention';
import { campaignHealth } from './campaign-health';

export type CampaignFiguresRow = {
  id: string;
  brand_id: string;
  title: string;
  status: TOrganizationCampaign['status'];
  is_managed: number;
  start_date: string | null;
  end_date: string | null;
  budget_cents: number;
  currency: string;
  pipeline: number;
  contracted: number;
  completed: number;
  offers_waiting: number;
  d_total: number;
  d_done: number;
  d_late: number;
  d_waiting: number;
  d_overdue: number;
  committed: number;
  paid: number;
  ck_id: string | null;
  ck_interval: number | null;
  ck_next: string | null;
  ck_active: number | null;
};

const matches = (statuses: string) =>
  sql.raw(`(SELECT count(*) FROM campaign_matches cm WHERE cm.campaign_id = c.id AND cm.status IN (${statuses}))`);
const delivs = (where: SQL) => sql`(SELECT count(*) FROM deliverables d WHERE d.campaign_id = c.id AND ${where})`;

/** Campaigns `c` with the figures their health is computed from and their check-in; `where` picks the campaigns. */
export const selectCampaignFigures = (where: SQL) => sql`
  SELECT c.id, c.brand_id, c.title, c.status, c.is_managed, c.start_date, c.end_date, c.budget_cents, c.currency,
    ${matches(`'invited','applied','proposed','accepted'`)} AS pipeline,
    ${matches(`'contracted'`)} AS contracted,
    ${matches(`'completed'`)} AS completed,
    ${matches(`'applied'`)} AS offers_waiting,
    ${delivs(sql`1 = 1`)} AS d_total,
    ${delivs(sql`d.status IN ('approved', 'published', 'paid')`)} AS d_done,
    ${delivs(sql`d.status IN ('pending', 'changes_requested') AND d.due_date < date('now')`)} AS d_late,
    ${delivs(sql`d.status = 'submitted'`)} AS d_waiting,
    ${delivs(sql`d.status = 'submitted' AND d.submitted_at < ${isoHoursAgo(sql.raw('c.review_window_days * 12'))}`)} AS d_overdue,
    (SELECT coalesce(sum(d.rate_cents), 0) FROM deliverables d WHERE d.campaign_id = c.id) AS committed,
    (SELECT coalesce(sum(d.rate_cents), 0) FROM deliverables d WHERE d.campaign_id = c.id AND d.status = 'paid') AS paid,
    ck.id AS ck_id, ck.interval_days AS ck_interval, ck.next_due_at AS ck_next, ck.is_active AS ck_active
  FROM campaigns c LEFT JOIN campaign_checkins ck ON ck.campaign_id = c.id
  WHERE ${where}
  ORDER BY CASE c.status WHEN 'active' THEN 0 WHEN 'draft' THEN 1 WHEN 'completed' THEN 2 ELSE 3 END, c.created_at DESC, c.id`;

export const toOrganizationCampaign = (r: CampaignFiguresRow): TOrganizationCampaign => ({
  id: r.id,
  title: r.title,
  status: r.status,
  is_managed: Number(r.is_managed) === 1,
  start_date: r.start_date,
  end_date: r.end_date,
  budget_cents: Number(r.budget_cents),
  committed_cents: Number(r.committed),
  paid_cents: Number(r.paid),
  currency: r.currency,
  health: campaignHealth({
    status: r.status,
    pipeline: Number(r.pipeline),
    contracted: Number(r.contracted),
    completed: Number(r.completed),
    offersWaiting: Number(r.offers_waiting),
    deliverables: {
      total: Number(r.d_total),
      done: Number(r.d_done),
      late: Number(r.d_late),
      waitingReview: Number(r.d_waiting),
      overdueReview: Number(r.d_overdue),
    },
  }),
  checkin: r.ck_id
    ? {
        id: r.ck_id,
        interval_days: Number(r.ck_interval),
        next_due_at: r.ck_next!,
        is_active: Number(r.ck_active) === 1,
      }
    : null,
});
