import { and, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { brands, campaignMatches, campaigns } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TCampaignSearchQuery } from '../../schemas/creator-campaigns';
import { BRAND_COLUMNS, toCampaignCard } from './campaign-card';
import { fitsCreatorSql, openCampaignSql } from './eligibility';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const ORDER: Record<TCampaignSearchQuery['sort'], SQL[]> = {
  newest: [sql`${campaigns.publishedAt} DESC`, sql`${campaigns.id}`],
  pay: [sql`coalesce(${campaigns.rateMaxCents}, ${campaigns.rateMinCents}, 0) DESC`, sql`${campaigns.id}`],
  starting_soon: [sql`coalesce(${campaigns.startDate}, '9999') ASC`, sql`${campaigns.id}`],
};

/** The filters the creator chose, on top of what every search applies. */
const filterSql = (q: TCampaignSearchQuery) =>
  [
    q.platform ? sql`EXISTS (SELECT 1 FROM json_each(${campaigns.platforms}) WHERE value = ${q.platform})` : undefined,
    q.niche ? sql`EXISTS (SELECT 1 FROM json_each(${campaigns.targetNiches}) WHERE value = ${q.niche})` : undefined,
    q.min_pay_cents !== undefined
      ? sql`coalesce(${campaigns.rateMaxCents}, ${campaigns.rateMinCents}) >= ${q.min_pay_cents}`
      : undefined,
    q.max_pay_cents !== undefined
      ? sql`coalesce(${campaigns.rateMinCents}, ${campaigns.rateMaxCents}) <= ${q.max_pay_cents}`
      : undefined,
    q.starts_after ? sql`${campaigns.startDate} >= ${q.starts_after}` : undefined,
    q.ends_before ? sql`${campaigns.endDate} <= ${q.ends_before}` : undefined,
    q.q
      ? or(
          like(campaigns.title, `%${escapeLike(q.q)}%`),
          like(campaigns.brief, `%${escapeLike(q.q)}%`),
          like(brands.name, `%${escapeLike(q.q)}%`),
        )
      : undefined,
  ].filter((c): c is SQL => c !== undefined);

/**
 * Open public campaigns that fit the creator (the brand's targeting) and that they are not part of yet, with the
 * creator's filters; one batch for the page and its exact count (the creator's fit read inside it).
 */
export const searchCampaigns = async ({
  db,
  creatorId,
  query,
}: {
  db: Db;
  creatorId: string;
  query: TCampaignSearchQuery;
}) => {
  const where = and(
    openCampaignSql(),
    eq(campaigns.visibility, 'public'),
    fitsCreatorSql(creatorId),
    sql`NOT EXISTS (SELECT 1 FROM ${campaignMatches} WHERE ${campaignMatches.campaignId} = ${campaigns.id} AND ${campaignMatches.creatorId} = ${creatorId})`,
    ...filterSql(query),
  );
  const [rows, total] = await db.batch([
    db
      .select({ campaign: campaigns, ...BRAND_COLUMNS })
      .from(campaigns)
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(campaigns).innerJoin(brands, eq(brands.id, campaigns.brandId)).where(where),
  ]);
  const n = total[0]?.n ?? 0;
  return {
    count: n,
    results: rows.map((r) => toCampaignCard(r.campaign, r)),
  };
};
