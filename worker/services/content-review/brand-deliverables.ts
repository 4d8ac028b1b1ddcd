import { and, eq, type SQL } from 'drizzle-orm';
import { campaignMatches, campaigns, creatorProfiles, deliverables, users } from '../../../db/schema';
import type { Db, DbKeys } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { DeliverableRow } from '../content/deliverable-lifecycle';

/** A deliverable with what reviewing it needs: its match's parties and state, the campaign's review terms, the creator. */
export type BrandDeliverable = DeliverableRow & {
  creatorId: string;
  brandId: string;
  matchStatus: string;
  revisionRounds: number;
  reviewWindowDays: number;
  creatorName: string;
  creatorPicture: string | null;
};

/** The select every brand-side deliverable read shares; `where` must include the brand (tenancy). */
export const selectBrandDeliverables = ({ db, where }: { db: Db; where: SQL | undefined }) =>
  db
    .select({
      deliverable: deliverables,
      creatorId: campaignMatches.creatorId,
      brandId: campaignMatches.brandId,
      matchStatus: campaignMatches.status,
      revisionRounds: campaigns.revisionRounds,
      reviewWindowDays: campaigns.reviewWindowDays,
      firstName: users.firstName,
      lastName: users.lastName,
      creatorPicture: users.displayPicture,
    })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .innerJoin(campaigns, eq(campaigns.id, deliverables.campaignId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignMatches.creatorId))
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(where);

type SelectedRow = Awaited<ReturnType<typeof selectBrandDeliverables>>[number];

export const toBrandDeliverable = ({ deliverable, firstName, lastName, ...rest }: SelectedRow): BrandDeliverable => ({
  ...deliverable,
  ...rest,
  creatorName: `${firstName} ${lastName}`.trim(),
});

/** One deliverable of the acting brand; another brand's (or a missing one) is a 404. */
export const findBrandDeliverable = async ({
  db,
  brandId,
  deliverableId,
}: DbKeys<'brandId' | 'deliverableId'>): Promise<BrandDeliverable> => {
  const [row] = await selectBrandDeliverables({
    db,
    where: and(eq(deliverables.id, deliverableId), eq(campaignMatches.brandId, brandId)),
  }).limit(1);
  if (!row) throw notFound('deliverable');
  return toBrandDeliverable(row);
};
