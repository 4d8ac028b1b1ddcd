import { sql } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import { csvCell } from '../../lib/csv';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TOrganizationCreator } from '../../schemas/internal-organization-creators';
import { brandInScope } from './brand-scope';
import { collaborationRating } from './collaboration-rating';

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  display_picture: string | null;
  city: string | null;
  country: string | null;
  campaigns: string;
  done: number;
  late: number;
  total: number;
  paid: number;
  followers: number;
  engagement: number | null;
  credibility: number | null;
  approved: number;
  on_time: number | null;
  first_time: number | null;
};

/**
 * Every creator who has worked with the brand or is in its pipeline (any match on its campaigns), with each
 * campaign's status, deliverables done and late, what they were paid and their audience figures. One statement.
 *
 * Each figure is one pass over the brand's matches grouped by creator (issue 15): as correlated subqueries, every
 * creator re-read all of the brand's matches once per figure, and the rating's record grouped every match of every
 * brand. The campaigns keep the order they had (by status, then the match's insertion).
 */
export const organizationCreators = async ({ db, auth, brandId }: { db: Db; auth: Auth; brandId: string }) => {
  const [scope, rows] = await db.batch([
    db.all<{ id: string }>(sql`SELECT b.id FROM brands b WHERE b.id = ${brandId} AND ${brandInScope(auth, 'b.id')}`),
    db.all<Row>(sql`
      WITH mine AS (SELECT m.id, m.creator_id, m.campaign_id, m.status, m.rowid AS seq FROM campaign_matches m WHERE m.brand_id = ${brandId}),
      listed AS (SELECT mine.creator_id,
          json_group_array(json_object('id', c.id, 'title', c.title, 'match_id', mine.id, 'status', mine.status) ORDER BY mine.status, mine.seq) AS campaigns
        FROM mine JOIN campaigns c ON c.id = mine.campaign_id GROUP BY mine.creator_id),
      work AS (SELECT mine.creator_id,
          count(*) FILTER (WHERE d.status IN ('approved', 'published', 'paid')) AS done,
          count(*) FILTER (WHERE d.status IN ('pending', 'changes_requested') AND d.due_date < date('now')) AS late,
          count(*) AS total,
          sum(d.rate_cents) FILTER (WHERE d.status = 'paid') AS paid
        FROM mine JOIN deliverables d ON d.match_id = mine.id GROUP BY mine.creator_id),
      -- The record behind the rating: every approved deliverable of these creators, across brands.
      record AS (SELECT m.creator_id, count(d.id) AS approved,
          sum(CASE WHEN d.due_date IS NULL OR substr(coalesce(d.submitted_at, d.approved_at), 1, 10) <= substr(d.due_date, 1, 10) THEN 1 ELSE 0 END) AS on_time,
          sum(CASE WHEN d.revisions_used = 0 THEN 1 ELSE 0 END) AS first_time
        FROM campaign_matches m LEFT JOIN deliverables d ON d.match_id = m.id AND d.approved_at IS NOT NULL
        WHERE m.creator_id IN (SELECT creator_id FROM mine) GROUP BY m.creator_id)
      SELECT cp.id, u.first_name, u.last_name, u.display_picture, l.city, l.country, coalesce(listed.campaigns, '[]') AS campaigns,
        coalesce(work.done, 0) AS done, coalesce(work.late, 0) AS late, coalesce(work.total, 0) AS total,
        coalesce(work.paid, 0) AS paid, cp.total_followers AS followers,
        (SELECT avg(sa.engagement_rate) FROM social_accounts sa WHERE sa.creator_id = cp.id AND sa.status = 'CONNECTED') AS engagement,
        (SELECT avg(json_extract(sad.metrics, '$.credibility.score')) FROM social_accounts sa JOIN social_account_data sad ON sad.account_id = sa.id
           WHERE sa.creator_id = cp.id AND sa.status = 'CONNECTED' AND json_extract(sad.metrics, '$.credibility.score') IS NOT NULL) AS credibility,
        record.approved, record.on_time, record.first_time
      FROM creator_profiles cp JOIN users u ON u.id = cp.user_id LEFT JOIN locations l ON l.id = cp.location_id
      JOIN record ON record.creator_id = cp.id LEFT JOIN listed ON listed.creator_id = cp.id LEFT JOIN work ON work.creator_id = cp.id
      WHERE cp.id IN (SELECT creator_id FROM mine)
      ORDER BY u.first_name, u.last_name, cp.id`),
  ]);
  if (scope.length === 0) throw notFound('organization');
  return {
    results: rows.map((r): TOrganizationCreator => ({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      display_picture: r.display_picture,
      location: r.city ? `${r.city}, ${r.country}` : null,
      campaigns: JSON.parse(r.campaigns || '[]') as TOrganizationCreator['campaigns'],
      deliverables: { done: Number(r.done), late: Number(r.late), total: Number(r.total) },
      total_paid_cents: Number(r.paid),
      followers: Number(r.followers),
      engagement_rate: r.engagement === null ? null : Math.round(Number(r.engagement) * 100) / 100,
      credibility: r.credibility === null ? null : Math.round(Number(r.credibility)),
      rating: collaborationRating({
        approved: Number(r.approved),
        onTime: Number(r.on_time ?? 0),
        firstTime: Number(r.first_time ?? 0),
      }),
      rated_deliverables: Number(r.approved),
    })),
  };
};

export const organizationCreatorsCsv = async (input: { db: Db; auth: Auth; brandId: string }) => {
  const { results } = await organizationCreators(input);
  const lines = [
    [
      'Creator',
      'Location',
      'Campaigns (status)',
      'Deliverables done',
      'Deliverables late',
      'Total paid (USD)',
      'Followers',
      'Engagement rate (%)',
      'Credibility (0-100)',
      'Rating (1-5)',
      'Rated deliverables',
    ],
    ...results.map((c) => [
      c.name,
      c.location ?? '',
      c.campaigns.map((x) => `${x.title} (${x.status})`).join('; '),
      String(c.deliverables.done),
      String(c.deliverables.late),
      (c.total_paid_cents / 100).toFixed(2),
      String(c.followers),
      c.engagement_rate === null ? '' : c.engagement_rate.toFixed(2),
      c.credibility === null ? '' : String(c.credibility),
      c.rating === null ? '' : c.rating.toFixed(1),
      String(c.rated_deliverables),
    ]),
  ];
  return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
};
