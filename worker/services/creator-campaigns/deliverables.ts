import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { brands, campaignMatches, campaigns, deliverables } from '../../../db/schema';
import type { Db, DbKeys } from '../../lib/db';
import type { TDeliverableStatus } from '../../schemas/content';
import type { TCreatorDeliverable, TCreatorDeliverableDetail } from '../../schemas/creator-work';
import { creatorDeliverableOf, selectCreatorDeliverable, toContentDeliverable } from '../content/creator-deliverable';

const selectDeliverables = (db: Db) =>
  db
    .select({ d: deliverables, campaignTitle: campaigns.title, currency: campaigns.currency, brandName: brands.name })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .innerJoin(campaigns, eq(campaigns.id, deliverables.campaignId))
    .innerJoin(brands, eq(brands.id, campaignMatches.brandId));

type Row = Awaited<ReturnType<ReturnType<typeof selectDeliverables>['where']>>[number];

const toCreatorDeliverable = (r: Row): TCreatorDeliverable => ({
  id: r.d.id,
  match_id: r.d.matchId,
  campaign_id: r.d.campaignId,
  campaign_title: r.campaignTitle,
  brand_name: r.brandName,
  type: r.d.type,
  platform: r.d.platform,
  description: r.d.description,
  status: r.d.status,
  due_date: r.d.dueDate,
  rate_cents: r.d.rateCents,
  currency: r.currency,
  post_url: r.d.postUrl,
});

/** The creator's deliverables, soonest due first (undated last), optionally by status and campaign. */
export const listMyDeliverables = async ({
  db,
  creatorId,
  statuses,
  campaignId,
  page,
  pageSize,
}: DbKeys<'creatorId'> & { statuses?: TDeliverableStatus[]; campaignId?: string; page: number; pageSize: number }) => {
  const where = and(
    eq(campaignMatches.creatorId, creatorId),
    statuses?.length ? inArray(deliverables.status, statuses) : undefined,
    campaignId ? eq(deliverables.campaignId, campaignId) : undefined,
  );
  const [rows, total] = await db.batch([
    selectDeliverables(db)
      .where(where)
      .orderBy(sql`${deliverables.dueDate} IS NULL`, asc(deliverables.dueDate), asc(deliverables.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(deliverables)
      .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
      .where(where),
  ]);
  const n = total[0]?.n ?? 0;
  return { count: n, results: rows.map(toCreatorDeliverable) };
};

/** One deliverable of the creator (404 otherwise) with the money and review rules of its campaign; one batch. */
export const myDeliverableDetail = async ({
  db,
  userId,
  deliverableId,
}: DbKeys<'userId' | 'deliverableId'>): Promise<TCreatorDeliverableDetail> => {
  const [rows, [campaign]] = await db.batch([
    selectCreatorDeliverable({ db, userId, deliverableId }),
    db
      .select({ brief: campaigns.brief, currency: campaigns.currency, reviewWindowDays: campaigns.reviewWindowDays })
      .from(campaigns)
      .innerJoin(deliverables, eq(deliverables.campaignId, campaigns.id))
      .where(eq(deliverables.id, deliverableId))
      .limit(1),
  ]);
  const d = creatorDeliverableOf(rows);
  return {
    ...toContentDeliverable(d),
    brand_id: d.brandId,
    rate_cents: d.rateCents,
    currency: campaign?.currency ?? 'USD',
    campaign_brief: campaign?.brief ?? '',
    review_window_days: campaign?.reviewWindowDays ?? 3,
  };
};
