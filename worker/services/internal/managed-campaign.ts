import { and, eq, sql } from 'drizzle-orm';
import { campaigns, notifications, strategistBrands } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { paths } from '../../schemas/app-paths';

/**
 * Managed Campaigns (Enterprise): the brand asks its strategist to run a campaign. Turning it on also starts a
 * weekly check-in (or switches an existing one back on) and tells the brand's strategists, once per request.
 */
export const setCampaignManaged = async ({
  db,
  brandId,
  campaignId,
  isManaged,
  actorId,
}: {
  db: Db;
  brandId: string;
  campaignId: string;
  isManaged: boolean;
  actorId: string;
}) => {
  const [rows, strategists] = await db.batch([
    db
      .select({ title: campaigns.title, isManaged: campaigns.isManaged })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brandId))),
    db
      .select({ id: strategistBrands.strategistId })
      .from(strategistBrands)
      .where(eq(strategistBrands.brandId, brandId)),
  ]);
  const campaign = rows[0];
  if (!campaign) throw notFound('campaign');
  if (campaign.isManaged === isManaged) return { id: campaignId, is_managed: isManaged };
  const requestId = crypto.randomUUID();
  try {
    await runGuardedBatch(
      db,
      [
        db.run(
          sql`UPDATE campaigns SET is_managed = ${isManaged ? 1 : 0}, updated_at = ${new Date().toISOString()} WHERE id = ${campaignId} AND brand_id = ${brandId} AND is_managed = ${isManaged ? 0 : 1}`,
        ),
        abortUnlessChanged(db),
        ...(isManaged
          ? [
              db.run(sql`INSERT INTO campaign_checkins (id, campaign_id, brand_id, interval_days, next_due_at, is_active, created_by, created_at)
                VALUES (${crypto.randomUUID()}, ${campaignId}, ${brandId}, 7, ${new Date(Date.now() + 7 * 86_400_000).toISOString()}, 1, ${actorId}, ${new Date().toISOString()})
                ON CONFLICT (campaign_id) DO UPDATE SET is_active = 1`),
              ...strategists.map((s) =>
                db
                  .insert(notifications)
                  .values({
                    userId: s.id,
                    kind: 'campaign.managed',
                    title: `Run “${campaign.title}” for the brand`,
                    body: 'The brand asked its strategist to manage this campaign. Weekly check-ins are on.',
                    link: paths.internal.organization.getHref(brandId),
                    eventId: `managed:${requestId}`,
                  })
                  .onConflictDoNothing(),
              ),
            ]
          : []),
      ],
      'changed',
    );
  } catch (e) {
    // A concurrent request made the same change first: the outcome the caller asked for holds.
    if (!(e instanceof AppError && e.code === 'conflict')) throw e;
  }
  return { id: campaignId, is_managed: isManaged };
};
