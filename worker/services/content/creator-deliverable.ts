import { and, eq } from 'drizzle-orm';
import { brands, campaignMatches, campaigns, creatorProfiles, deliverables } from '../../../db/schema';
import { inBatch, type DbKeys } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TContentDeliverable } from '../../schemas/content';
import { canMoveDeliverable, type DeliverableRow } from './deliverable-lifecycle';

export type CreatorDeliverable = DeliverableRow & {
  creatorId: string;
  brandId: string;
  matchStatus: string;
  campaignTitle: string;
  brandName: string;
  revisionRounds: number;
};

/** One deliverable of the signed-in creator, with its campaign and brand, as a statement for a batch. */
export const selectCreatorDeliverable = ({ db, userId, deliverableId }: DbKeys<'userId' | 'deliverableId'>) =>
  db
    .select({
      deliverable: deliverables,
      creatorId: campaignMatches.creatorId,
      brandId: campaignMatches.brandId,
      matchStatus: campaignMatches.status,
      campaignTitle: campaigns.title,
      revisionRounds: campaigns.revisionRounds,
      brandName: brands.name,
    })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignMatches.creatorId))
    .innerJoin(campaigns, eq(campaigns.id, deliverables.campaignId))
    .innerJoin(brands, eq(brands.id, campaignMatches.brandId))
    .where(and(eq(deliverables.id, deliverableId), eq(creatorProfiles.userId, userId)))
    .limit(1);

/** The deliverable `selectCreatorDeliverable` found; none (another creator's, or no such id) is a 404. */
export const creatorDeliverableOf = (
  rows: Awaited<ReturnType<typeof selectCreatorDeliverable>>,
): CreatorDeliverable => {
  const [row] = rows;
  if (!row) throw notFound('deliverable');
  const { deliverable, ...rest } = row;
  return { ...deliverable, ...rest };
};

/** One deliverable of the signed-in creator, with its campaign and brand; another creator's is a 404. */
export const findCreatorDeliverable = async ({
  db,
  userId,
  deliverableId,
}: DbKeys<'userId' | 'deliverableId'>): Promise<CreatorDeliverable> =>
  creatorDeliverableOf(await inBatch(db, selectCreatorDeliverable({ db, userId, deliverableId })));

export const toContentDeliverable = (d: CreatorDeliverable): TContentDeliverable => {
  const isContracted = d.matchStatus === 'contracted';
  return {
    id: d.id,
    match_id: d.matchId,
    campaign_id: d.campaignId,
    campaign_title: d.campaignTitle,
    brand_name: d.brandName,
    type: d.type,
    platform: d.platform,
    description: d.description,
    due_date: d.dueDate,
    status: d.status,
    post_url: d.postUrl,
    revision_rounds: d.revisionRounds,
    revisions_used: d.revisionsUsed,
    can_submit: isContracted && canMoveDeliverable('submit', d.status),
    can_publish: isContracted && canMoveDeliverable('publish', d.status),
    can_correct_post: (d.status === 'published' || d.status === 'paid') && d.postConfirmedAt === null,
    post_confirmed_at: d.postConfirmedAt,
    submitted_at: d.submittedAt,
    approved_at: d.approvedAt,
    published_at: d.publishedAt,
  };
};
