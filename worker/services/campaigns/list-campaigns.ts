import type { TUnlinkedPage } from '../../lib/page-links';
import { sql, type SQL } from 'drizzle-orm';
import { inBatch, type Db } from '../../lib/db';
import {
  CAMPAIGN_STATUSES,
  type TCampaignList,
  type TCampaignStatus,
  type TCampaignSummary,
} from '../../schemas/campaign';

type SummaryRow = {
  id: string;
  title: string;
  status: TCampaignStatus;
  platforms: string;
  budget_cents: number;
  currency: string;
  start_date: string | null;
  end_date: string | null;
  visibility: 'public' | 'invite_only';
  created_at: string;
  published_at: string | null;
  creators_count: number;
  applicants_count: number;
  committed_cents: number;
};

/** Campaign rows with their match figures, aggregated in the same statement (no query per campaign). */
const summarySql = (where: SQL, tail: SQL = sql``) => sql`
  SELECT c.id, c.title, c.status, c.platforms, c.budget_cents, c.currency, c.start_date, c.end_date, c.visibility, c.created_at, c.published_at,
    coalesce(m.creators_count, 0) AS creators_count, coalesce(m.applicants_count, 0) AS applicants_count, coalesce(m.committed_cents, 0) AS committed_cents
  FROM campaigns c
  LEFT JOIN (
    SELECT campaign_id,
      sum(status IN ('invited', 'applied', 'proposed', 'countered', 'accepted', 'contracted', 'completed')) AS creators_count,
      sum(status IN ('applied')) AS applicants_count,
      sum(CASE WHEN status IN ('accepted', 'contracted', 'completed') THEN coalesce(offered_rate_cents, 0) ELSE 0 END) AS committed_cents
    FROM campaign_matches GROUP BY campaign_id
  ) m ON m.campaign_id = c.id
  WHERE ${where} ${tail}`;

const toSummary = (r: SummaryRow): TCampaignSummary => ({
  ...r,
  platforms: JSON.parse(r.platforms) as TCampaignSummary['platforms'],
  currency: r.currency as TCampaignSummary['currency'],
  creators_count: Number(r.creators_count),
  applicants_count: Number(r.applicants_count),
  committed_cents: Number(r.committed_cents),
});

/** The dashboard: one tab of campaigns (newest first) plus the count of every tab, in one round trip. */
export const listCampaigns = async ({
  db,
  brandId,
  status,
  q,
  page,
  pageSize,
}: {
  db: Db;
  brandId: string;
  status?: TCampaignStatus;
  q?: string;
  page: number;
  pageSize: number;
}): Promise<TUnlinkedPage<TCampaignList>> => {
  const search = q ? sql` AND c.title LIKE ${`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} ESCAPE '\\'` : sql``;
  const where = sql`c.brand_id = ${brandId}${status ? sql` AND c.status = ${status}` : sql``}${search}`;
  const [tabs, rows] = await db.batch([
    db.all<{ status: TCampaignStatus; n: number }>(
      sql`SELECT c.status, count(*) AS n FROM campaigns c WHERE c.brand_id = ${brandId}${search} GROUP BY c.status`,
    ),
    db.all<SummaryRow>(
      summarySql(
        where,
        sql`ORDER BY coalesce(c.updated_at, c.created_at) DESC, c.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      ),
    ),
  ]);
  const counts = Object.fromEntries(
    CAMPAIGN_STATUSES.map((s) => [s, Number(tabs.find((t) => t.status === s)?.n ?? 0)]),
  ) as Record<TCampaignStatus, number>;
  const count = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { count, results: rows.map(toSummary), counts };
};

/** A brand's campaigns as its profile shows them (everything but drafts): one statement, a batch of one. */
export const listProfileCampaigns = async ({ db, brandId }: { db: Db; brandId: string }) =>
  (
    await inBatch(
      db,
      db.all<SummaryRow>(
        summarySql(sql`c.brand_id = ${brandId} AND c.status <> 'draft'`, sql`ORDER BY c.created_at DESC LIMIT 50`),
      ),
    )
  ).map(toSummary);
