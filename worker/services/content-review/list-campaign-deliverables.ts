import type { TUnlinkedPage } from '../../lib/page-links';
import { and, asc, count, eq } from 'drizzle-orm';
import { campaignMatches, campaigns, creatorProfiles, deliverables, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { ZDeliverableStatus, type TDeliverableStatus } from '../../schemas/content';
import type { TReviewItemList } from '../../schemas/content-review';
import { notFound } from '../../lib/errors';
import { selectBrandDeliverables, toBrandDeliverable } from './brand-deliverables';
import { latestByDeliverable, latestSubmissionsQueries, toReviewItem } from './review-items';

type ListInput = {
  db: Db;
  brandId: string;
  campaignId: string;
  status?: TDeliverableStatus;
  page: number;
  pageSize: number;
};

/** The page's order: by creator, then match, then due date (the id last, so a page is always the same rows). */
const PAGE_ORDER = [
  asc(users.firstName),
  asc(users.lastName),
  asc(deliverables.matchId),
  asc(deliverables.dueDate),
  asc(deliverables.id),
];

/**
 * Every deliverable of one of the brand's campaigns (`GET /influencer/campaign-deliverable/by-campaign/`), by
 * creator then due date, optionally of one status, with each one's newest version and the count per status.
 * One batch (one round trip) whatever the page size: the campaign (another brand's is a 404 and none of the rest
 * is sent), the page, the counts, and the page's newest versions and their comments (the page's ids as a subquery).
 */
export const listCampaignDeliverables = async ({
  db,
  brandId,
  campaignId,
  status,
  page,
  pageSize,
}: ListInput): Promise<TUnlinkedPage<TReviewItemList>> => {
  const inCampaign = and(eq(deliverables.campaignId, campaignId), eq(campaignMatches.brandId, brandId));
  const onPage = and(inCampaign, status ? eq(deliverables.status, status) : undefined);
  const offset = (page - 1) * pageSize;
  const pageIds = db
    .select({ id: deliverables.id })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignMatches.creatorId))
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(onPage)
    .orderBy(...PAGE_ORDER)
    .limit(pageSize)
    .offset(offset);
  const [[campaign], rows, counts, ...latest] = await db.batch([
    db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brandId)))
      .limit(1),
    selectBrandDeliverables({ db, where: onPage })
      .orderBy(...PAGE_ORDER)
      .limit(pageSize)
      .offset(offset),
    db
      .select({ status: deliverables.status, n: count() })
      .from(deliverables)
      .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
      .where(inCampaign)
      .groupBy(deliverables.status),
    ...latestSubmissionsQueries({ db, deliverableIds: pageIds }),
  ]);
  if (!campaign) throw notFound('campaign');
  const statusCounts = Object.fromEntries(
    ZDeliverableStatus.options.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
  ) as Record<TDeliverableStatus, number>;
  const total = status ? statusCounts[status] : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const newest = latestByDeliverable(latest);
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
    results: rows.map((r) => toReviewItem(toBrandDeliverable(r), newest.get(r.deliverable.id) ?? null)),
  };
};
