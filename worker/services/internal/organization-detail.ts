import { sql } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TMatchStatus } from '../../schemas/campaign';
import type { TOrganizationDetail } from '../../schemas/internal-organizations';
import { brandInScope } from './brand-scope';
import { selectCampaignFigures, toOrganizationCampaign, type CampaignFiguresRow } from './campaign-figures';
import {
  organizationColumns,
  organizationFrom,
  toOrganizationRow,
  type OrganizationSqlRow,
} from './list-organizations';

type ProfileRow = OrganizationSqlRow & {
  website: string | null;
  industry: string | null;
  description: string | null;
  created_at: string;
  seats: number | null;
};
type MemberRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'owner' | 'admin' | 'member';
};
type ActivityRow = {
  at: string;
  campaign_title: string;
  first_name: string;
  last_name: string;
  to_status: TMatchStatus;
};

/** One organization as a strategist sees it, in one round trip; 404 when it does not exist or is not theirs. */
export const organizationDetail = async ({
  db,
  auth,
  brandId,
}: {
  db: Db;
  auth: Auth;
  brandId: string;
}): Promise<TOrganizationDetail> => {
  const [profiles, members, campaigns, activity] = await db.batch([
    db.all<ProfileRow>(sql`SELECT ${organizationColumns}, b.website, b.industry, b.description, b.created_at, p.seats
      ${organizationFrom} WHERE b.id = ${brandId} AND ${brandInScope(auth, 'b.id')}`),
    db.all<MemberRow>(sql`SELECT u.id, u.first_name, u.last_name, u.email, m.role FROM brand_members m JOIN users u ON u.id = m.user_id
      WHERE m.brand_id = ${brandId} ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, u.first_name, u.id`),
    db.all<CampaignFiguresRow>(selectCampaignFigures(sql`c.brand_id = ${brandId}`)),
    db.all<ActivityRow>(sql`SELECT t.created_at AS at, c.title AS campaign_title, u.first_name, u.last_name, t.to_status
      FROM match_transitions t JOIN campaign_matches cm ON cm.id = t.match_id JOIN campaigns c ON c.id = cm.campaign_id
      JOIN creator_profiles cp ON cp.id = cm.creator_id JOIN users u ON u.id = cp.user_id
      WHERE cm.brand_id = ${brandId} ORDER BY t.created_at DESC, t.id LIMIT 8`),
  ]);
  const profile = profiles[0];
  if (!profile) throw notFound('organization');
  const campaignList = campaigns.map(toOrganizationCampaign);
  const currency = campaignList[0]?.currency ?? 'USD';
  return {
    ...toOrganizationRow(profile),
    website: profile.website,
    industry: profile.industry,
    description: profile.description,
    created_at: profile.created_at,
    seats: profile.seats === null ? null : Number(profile.seats),
    members: members.map((m) => ({
      id: m.id,
      name: `${m.first_name} ${m.last_name}`.trim(),
      email: m.email,
      role: m.role,
    })),
    campaigns: campaignList,
    spend: {
      committed_cents: campaignList.reduce((sum, c) => sum + c.committed_cents, 0),
      paid_cents: campaignList.reduce((sum, c) => sum + c.paid_cents, 0),
      currency,
    },
    recent_activity: activity.map((a) => ({
      at: a.at,
      campaign_title: a.campaign_title,
      creator_name: `${a.first_name} ${a.last_name}`.trim(),
      to_status: a.to_status,
    })),
  };
};
