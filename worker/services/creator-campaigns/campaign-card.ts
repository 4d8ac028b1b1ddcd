import { brands, campaigns } from '../../../db/schema';
import type { TDeliverableTemplate } from '../../schemas/campaign';
import type { TCreatorCampaignCard } from '../../schemas/creator-campaigns';

export type CampaignRow = typeof campaigns.$inferSelect;
export type BrandCols = { brandName: string; brandLogo: string | null; brandIndustry: string | null };

/** Brand columns to select beside a campaign row. */
export const BRAND_COLUMNS = { brandName: brands.name, brandLogo: brands.logoUrl, brandIndustry: brands.industry };

const EXCERPT = 180;
const excerpt = (text: string) =>
  text.length <= EXCERPT
    ? text
    : `${text.slice(0, text.lastIndexOf(' ', EXCERPT) > 80 ? text.lastIndexOf(' ', EXCERPT) : EXCERPT).trimEnd()}…`;

export const toCampaignCard = (c: CampaignRow, b: BrandCols): TCreatorCampaignCard => ({
  id: c.id,
  title: c.title,
  brief_excerpt: excerpt(c.brief),
  brand: { id: c.brandId, name: b.brandName, logo_url: b.brandLogo, industry: b.brandIndustry },
  platforms: c.platforms,
  niches: c.targetNiches,
  rate_min_cents: c.rateMinCents,
  rate_max_cents: c.rateMaxCents,
  currency: c.currency,
  start_date: c.startDate,
  end_date: c.endDate,
  deliverables: c.deliverableTemplates as TDeliverableTemplate[],
  published_at: c.publishedAt,
});
