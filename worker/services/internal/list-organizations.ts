import { sql } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import type { TOrganizationListQuery, TOrganizationRow } from '../../schemas/internal-organizations';
import { attentionOf, brandAttentionColumns, type AttentionRow } from './brand-attention';
import { brandInScope } from './brand-scope';

export type OrganizationSqlRow = AttentionRow & {
  id: string;
  name: string;
  logo_url: string | null;
  owner_id: string;
  owner_first: string;
  owner_last: string;
  owner_email: string;
  plan_name: string | null;
  membership_tier: string | null;
  sub_status: TOrganizationRow['status'] | null;
  team_size: number;
  active_campaigns: number;
  under_contract: number;
  last_activity_at: string | null;
  wallet_available: number;
  wallet_escrow: number;
  strategists: string;
  total?: number;
};

/** Everything a row of the organizations list shows, for brands `b` (joined to owner `u`, subscription `s`, plan `p`). */
export const organizationColumns = sql`
  b.id, b.name, b.logo_url, b.owner_id, u.first_name AS owner_first, u.last_name AS owner_last, u.email AS owner_email,
  p.name AS plan_name, p.membership_tier, s.status AS sub_status,
  (SELECT count(*) FROM brand_members m WHERE m.brand_id = b.id) AS team_size,
  (SELECT count(*) FROM campaigns c WHERE c.brand_id = b.id AND c.status = 'active') AS active_campaigns,
  (SELECT count(DISTINCT cm.creator_id) FROM campaign_matches cm WHERE cm.brand_id = b.id AND cm.status = 'contracted') AS under_contract,
  nullif(max(
    coalesce((SELECT max(cm.status_changed_at) FROM campaign_matches cm WHERE cm.brand_id = b.id), ''),
    coalesce((SELECT max(coalesce(c.updated_at, c.created_at)) FROM campaigns c WHERE c.brand_id = b.id), ''),
    coalesce((SELECT max(n.created_at) FROM brand_notes n WHERE n.brand_id = b.id), '')
  ), '') AS last_activity_at,
  (SELECT coalesce(sum(la.balance_cents), 0) FROM ledger_accounts la WHERE la.brand_id = b.id AND la.kind = 'brand_available') AS wallet_available,
  (SELECT coalesce(sum(la.balance_cents), 0) FROM ledger_accounts la WHERE la.brand_id = b.id AND la.kind = 'brand_escrow') AS wallet_escrow,
  (SELECT json_group_array(json_object('id', su.id, 'name', su.first_name || ' ' || su.last_name))
     FROM strategist_brands sb JOIN users su ON su.id = sb.strategist_id WHERE sb.brand_id = b.id) AS strategists,
  ${brandAttentionColumns}`;

export const organizationFrom = sql`FROM brands b JOIN users u ON u.id = b.owner_id
  LEFT JOIN subscriptions s ON s.brand_id = b.id LEFT JOIN plans p ON p.id = s.plan_id`;

export const toOrganizationRow = (r: OrganizationSqlRow): TOrganizationRow => ({
  id: r.id,
  name: r.name,
  logo_url: r.logo_url,
  plan: r.plan_name ? { name: r.plan_name, membership_tier: r.membership_tier ?? '' } : null,
  status: r.sub_status ?? 'none',
  owner: { id: r.owner_id, name: `${r.owner_first} ${r.owner_last}`.trim(), email: r.owner_email },
  team_size: Number(r.team_size),
  active_campaigns: Number(r.active_campaigns),
  creators_under_contract: Number(r.under_contract),
  strategists: JSON.parse(r.strategists || '[]') as { id: string; name: string }[],
  last_activity_at: r.last_activity_at,
  wallet: { available_cents: Number(r.wallet_available), escrow_cents: Number(r.wallet_escrow) },
  ...attentionOf(r),
});

const NEEDS_ATTENTION = sql`(offers_waiting > 0 OR content_overdue > 0 OR open_checkins > 0 OR payments_blocked = 1)`;

const ORDER = {
  attention: sql`${NEEDS_ATTENTION} DESC, (offers_waiting + content_overdue + open_checkins + payments_blocked) DESC, name COLLATE NOCASE, id`,
  name: sql`name COLLATE NOCASE, id`,
  last_activity: sql`last_activity_at IS NULL, last_activity_at DESC, id`,
  active_campaigns: sql`active_campaigns DESC, name COLLATE NOCASE, id`,
} as const;

/**
 * The organizations an internal user sees (staff: all; strategists: the ones they manage) with the figures and
 * attention signals of the list, filtered, sorted and paged in one statement (the total rides along as a window count).
 */
export const listOrganizations = async ({ db, auth, query }: { db: Db; auth: Auth; query: TOrganizationListQuery }) => {
  const filters = [brandInScope(auth, 'b.id')];
  if (query.q) filters.push(sql`b.name LIKE ${`%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} ESCAPE '\\'`);
  if (query.plan) filters.push(sql`lower(p.name) = lower(${query.plan})`);
  const outer = query.attention === 'needs_attention' ? sql`WHERE ${NEEDS_ATTENTION}` : sql``;
  const rows = await inBatch(
    db,
    db.all<OrganizationSqlRow>(sql`
    SELECT *, count(*) OVER () AS total FROM (SELECT ${organizationColumns} ${organizationFrom} WHERE ${sql.join(filters, sql` AND `)})
    ${outer} ORDER BY ${ORDER[query.sort]} LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { count, results: rows.map(toOrganizationRow) };
};
