import { and, eq, sql } from 'drizzle-orm';
import { campaigns } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TCampaign, TCampaignFields } from '../../schemas/campaign';

export type CampaignRow = typeof campaigns.$inferSelect;

export const toCampaign = (r: CampaignRow): TCampaign => ({
  id: r.id,
  brand_id: r.brandId,
  title: r.title,
  brief: r.brief,
  objectives: r.objectives as TCampaign['objectives'],
  platforms: r.platforms as TCampaign['platforms'],
  deliverable_templates: r.deliverableTemplates as TCampaign['deliverable_templates'],
  budget_cents: r.budgetCents,
  currency: r.currency as TCampaign['currency'],
  rate_min_cents: r.rateMinCents,
  rate_max_cents: r.rateMaxCents,
  start_date: r.startDate,
  end_date: r.endDate,
  target_niches: r.targetNiches,
  target_location_ids: r.targetLocationIds,
  follower_min: r.followerMin,
  follower_max: r.followerMax,
  visibility: r.visibility,
  status: r.status,
  review_window_days: r.reviewWindowDays,
  revision_rounds: r.revisionRounds,
  is_managed: r.isManaged,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
  published_at: r.publishedAt,
});

/** API field names → columns, for inserts and partial updates. */
export const toColumns = (f: Partial<TCampaignFields>): Partial<typeof campaigns.$inferInsert> => {
  const out: Partial<typeof campaigns.$inferInsert> = {
    title: f.title,
    brief: f.brief,
    objectives: f.objectives,
    platforms: f.platforms,
    deliverableTemplates: f.deliverable_templates,
    budgetCents: f.budget_cents,
    currency: f.currency,
    rateMinCents: f.rate_min_cents,
    rateMaxCents: f.rate_max_cents,
    startDate: f.start_date,
    endDate: f.end_date,
    targetNiches: f.target_niches,
    targetLocationIds: f.target_location_ids,
    followerMin: f.follower_min,
    followerMax: f.follower_max,
    visibility: f.visibility,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
};

/**
 * Whether the campaign is the acting brand's, as a statement to ride in a read's own batch (one round trip); the
 * read answers 404 when it finds no row (`ownedOr404`) and drops the batch's other rows.
 */
export const ownCampaignCheck = ({ db, brandId, id }: { db: Db; brandId: string; id: string }) =>
  db.get<{ ok: number }>(sql`SELECT 1 AS ok FROM campaigns WHERE id = ${id} AND brand_id = ${brandId}`);

export const ownedOr404 = (owned: { ok: number } | undefined) => {
  if (!owned) throw notFound('campaign');
};

/** The acting brand's campaign (no row for another brand's), as a statement to ride in a read's batch. */
export const ownCampaignQuery = ({ db, brandId, id }: { db: Db; brandId: string; id: string }) =>
  db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.brandId, brandId)))
    .limit(1);

/** The campaign row a read's batch found, or 404 (another brand's campaign does not exist for this caller). */
export const ownRowOr404 = (rows: CampaignRow[]) => {
  const [row] = rows;
  if (!row) throw notFound('campaign');
  return row;
};

/** The acting brand's campaign, or 404 (another brand's campaign does not exist for this caller). */
export const loadOwnCampaign = async ({ db, brandId, id }: { db: Db; brandId: string; id: string }) =>
  ownRowOr404(await ownCampaignQuery({ db, brandId, id }));
