import type { TUnlinkedPage } from '../../lib/page-links';
import { and, asc, count, eq } from 'drizzle-orm';
import { campaignMatches, deliverables, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { ZDeliverableStatus, type TDeliverableStatus } from '../../schemas/content';
import type { TReviewItemList } from '../../schemas/content-review';
import { loadOwnCampaign } from '../campaigns/campaign-rows';
import { selectBrandDeliverables, toBrandDeliverable } from './brand-deliverables';
import { toReviewItems } from './review-items';

type ListInput = {
  db: Db;
  brandId: string;
  campaignId: string;
  status?: TDeliverableStatus;
  page: number;
  pageSize: number;
};

/**
 * Every deliverable of one of the brand's campaigns (`GET /influencer/campaign-deliverable/by-campaign/`), by
 * creator then due date, optionally of one status, with each one's newest version and the count per status.
 * Four queries whatever the page size.
 */
export const listCampaignDeliverables = async ({
  db,
  brandId,
  campaignId,
  status,
  page,
  pageSize,
}: ListInput): Promise<TUnlinkedPage<TReviewItemList>> => {
  const campaign = await loadOwnCampaign({ db, brandId, id: campaignId });
  const inCampaign = and(eq(deliverables.campaignId, campaign.id), eq(campaignMatches.brandId, brandId));
  const [rows, counts] = await db.batch([
    selectBrandDeliverables({ db, where: and(inCampaign, status ? eq(deliverables.status, status) : undefined) })
      .orderBy(
        asc(users.firstName),
        asc(users.lastName),
        asc(deliverables.matchId),
        asc(deliverables.dueDate),
        asc(deliverables.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ status: deliverables.status, n: count() })
      .from(deliverables)
      .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
      .where(inCampaign)
      .groupBy(deliverables.status),
  ]);
  const statusCounts = Object.fromEntries(
    ZDeliverableStatus.options.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
  ) as Record<TDeliverableStatus, number>;
  const total = status ? statusCounts[status] : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  return {
    campaign: {
      id: campaign.id,
      title: campaign.title,
      currency: campaign.currency,
      review_window_days: campaign.reviewWindowDays,
      revision_rounds: campaign.revisionRounds,
    },
    status_counts: statusCounts,
    count: total,
    results: await toReviewItems({ db, rows: rows.map(toBrandDeliverable) }),
  };
};
