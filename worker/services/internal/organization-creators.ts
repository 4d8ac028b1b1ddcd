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
 */
export const organizationCreators = async ({ db, auth, brandId }: { db: Db; auth: Auth; brandId: string }) => {
  const [scope, rows] = await db.batch([
    db.all<{ id: string }>(sql`SELECT b.id FROM brands b WHERE b.id = ${brandId} AND ${brandInScope(auth, 'b.id')}`),
    db.all<Row>(sql`
      SELECT cp.id, u.first_name, u.last_name, u.display_picture, l.city, l.country,
        (SELECT json_group_array(json_object('id', c.id, 'title', c.title, 'match_id', m.id, 'status', m.status))
           FROM campaign_matches m JOIN campaigns c ON c.id = m.campaign_id WHERE m.brand_id = ${brandId} AND m.creator_id = cp.id) AS campaigns,
        (SELECT count(*) FROM deliverables d JOIN campaign_matches m ON m.id = d.match_id WHERE m.brand_id = ${brandId} AND m.creator_id = cp.id AND d.status IN ('approved', 'published', 'paid')) AS done,
        (SELECT count(*) FROM deliverables d JOIN campaign_matches m ON m.id = d.match_id WHERE m.brand_id = ${brandId} AND m.creator_id = cp.id AND d.status IN ('pending', 'changes_requested') AND d.due_date < date('now')) AS late,
        (SELECT count(*) FROM deliverables d JOIN campaign_matches m ON m.id = d.match_id WHERE m.brand_id = ${brandId} AND m.creator_id = cp.id) AS total,
        (SELECT coalesce(sum(d.rate_cents), 0) FROM deliverables d JOIN campaign_matches m ON m.id = d.match_id WHERE m.brand_id = ${brandId} AND m.creator_id = cp.id AND d.status = 'paid') AS paid,
        cp.total_followers AS followers,
        (SELECT avg(sa.engagement_rate) FROM social_accounts sa WHERE sa.creator_id = cp.id AND sa.status = 'CONNECTED') AS engagement,
        (SELECT avg(json_extract(sad.metrics, '$.credibility.score')) FROM social_accounts sa JOIN social_account_data sad ON sad.account_id = sa.id
           WHERE sa.creator_id = cp.id AND sa.status = 'CONNECTED' AND json_extract(sad.metrics, '$.credibility.score') IS NOT NULL) AS credibility,
        r.approved, r.on_time, r.first_time
      FROM creator_profiles cp JOIN users u ON u.id = cp.user_id LEFT JOIN locations l ON l.id = cp.location_id
      -- The record behind the rating: every approved deliverable of the creator, across brands.
      JOIN (SELECT m.creator_id, count(d.id) AS approved,
              sum(CASE WHEN d.due_date IS NULL OR substr(coalesce(d.submitted_at, d.approved_at), 1, 10) <= substr(d.due_date, 1, 10) THEN 1 ELSE 0 END) AS on_time,
              sum(CASE WHEN d.revisions_used = 0 THEN 1 ELSE 0 END) AS first_time
            FROM campaign_matches m LEFT JOIN deliverables d ON d.match_id = m.id AND d.approved_at IS NOT NULL GROUP BY m.creator_id) r ON r.creator_id = cp.id
      WHERE cp.id IN (SELECT creator_id FROM campaign_matches WHERE brand_id = ${brandId})
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
