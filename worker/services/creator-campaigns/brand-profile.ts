import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { brandEvents, brands, campaignMatches, campaigns } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TCreatorBrandProfile } from '../../schemas/creator-campaigns';
import { BRAND_COLUMNS, toCampaignCard } from './campaign-card';
import { openCampaignSql } from './eligibility';

const notJoined = (creatorId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM ${campaignMatches} WHERE ${campaignMatches.campaignId} = ${campaigns.id} AND ${campaignMatches.creatorId} = ${creatorId})`;

/**
 * A brand's public face for a creator: who they are, their open public campaigns the creator has not joined, upcoming events and how often
 * this creator worked with them. Brands with none of that (no public activity, never met) stay hidden: 404.
 */
export const creatorBrandProfile = async ({
  db,
  creatorId,
  brandId,
}: {
  db: Db;
  creatorId: string;
  brandId: string;
}): Promise<TCreatorBrandProfile> => {
  const [brandRows, open, worked, met, events] = await db.batch([
    db.select().from(brands).where(eq(brands.id, brandId)).limit(1),
    db
      .select({ campaign: campaigns, ...BRAND_COLUMNS })
      .from(campaigns)
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .where(
        and(
          eq(campaigns.brandId, brandId),
          eq(campaigns.visibility, 'public'),
          openCampaignSql(),
          notJoined(creatorId),
        ),
      )
      .orderBy(desc(campaigns.publishedAt))
      .limit(12),
    db
      .select({ n: count() })
      .from(campaignMatches)
      .where(
        and(
          eq(campaignMatches.brandId, brandId),
          eq(campaignMatches.creatorId, creatorId),
          inArray(campaignMatches.status, ['contracted', 'completed']),
        ),
      ),
    db
      .select({ n: count() })
      .from(campaignMatches)
      .where(and(eq(campaignMatches.brandId, brandId), eq(campaignMatches.creatorId, creatorId))),
    db
      .select({ n: count() })
      .from(brandEvents)
      .where(and(eq(brandEvents.brandId, brandId), gt(brandEvents.startsAt, new Date().toISOString()))),
  ]);
  const brand = brandRows[0];
  const upcoming = events[0]?.n ?? 0;
  if (!brand || (open.length === 0 && upcoming === 0 && (met[0]?.n ?? 0) === 0)) throw notFound('brand');
  return {
    id: brand.id,
    name: brand.name,
    logo_url: brand.logoUrl,
    website: brand.website,
    industry: brand.industry,
    description: brand.description,
    open_campaigns: open.map((r) => toCampaignCard(r.campaign, r)),
    collaborations: worked[0]?.n ?? 0,
    upcoming_events: upcoming,
  };
};
