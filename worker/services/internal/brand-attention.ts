import { sql, type SQL } from 'drizzle-orm';

/** An ISO-8601 UTC timestamp in SQL, `hours` before now — comparable with the stored timestamps as text. */
export const isoHoursAgo = (hours: SQL) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${hours}) || ' hours')`;

/**
 * Per-brand figures that decide whether a brand needs a strategist's attention, as correlated subqueries over
 * `b.id`: applications waiting for an offer, submissions waiting longer than half their review window (the
 * cron approves them at the full window), a failed subscription payment, and check-ins not yet done.
 */
export const brandAttentionColumns = sql`
  (SELECT count(*) FROM campaign_matches cm WHERE cm.brand_id = b.id AND cm.status = 'applied') AS offers_waiting,
  (SELECT count(*) FROM deliverables d JOIN campaigns c ON c.id = d.campaign_id
     WHERE c.brand_id = b.id AND d.status = 'submitted' AND d.submitted_at < ${isoHoursAgo(sql.raw('c.review_window_days * 12'))}) AS content_overdue,
  (SELECT count(*) FROM checkin_tasks t WHERE t.brand_id = b.id AND t.status = 'open') AS open_checkins,
  CASE WHEN s.status = 'past_due' THEN 1 ELSE 0 END AS payments_blocked`;

export type AttentionRow = {
  offers_waiting: number;
  content_overdue: number;
  open_checkins: number;
  payments_blocked: number;
};

export const attentionOf = (r: AttentionRow) => {
  const attention = {
    offers_waiting: Number(r.offers_waiting),
    content_overdue: Number(r.content_overdue),
    payments_blocked: Number(r.payments_blocked) === 1,
    open_checkins: Number(r.open_checkins),
  };
  const needs =
    attention.offers_waiting > 0 ||
    attention.content_overdue > 0 ||
    attention.payments_blocked ||
    attention.open_checkins > 0;
  return { attention, needs_attention: needs };
};
