import { sql, type SQL } from 'drizzle-orm';
import type { TMatch } from '../../schemas/brand-matches';
import { cardQuery, toCreatorCard, type CardRow } from '../creator-search/creator-cards';

/** Match columns to select beside a creator card (`m` = campaign_matches, `c` = campaigns). */
const MATCH_COLUMNS = sql`m.id AS m_id, m.campaign_id AS m_campaign_id, c.title AS m_campaign_title, c.currency AS m_currency, m.status AS m_status, m.source AS m_source,
  m.offered_rate_cents AS m_offered_rate_cents, m.offered_deliverables AS m_offered_deliverables, m.offer_message AS m_offer_message,
  m.removal_reason_id AS m_removal_reason_id, m.removal_note AS m_removal_note, m.status_changed_at AS m_status_changed_at, m.created_at AS m_created_at`;

/** One statement: matches (with creator cards) that satisfy `where`, in `orderBy` order. */
export const matchQuery = ({
  brandId,
  where,
  orderBy,
  extra,
}: {
  brandId: string;
  where: SQL;
  orderBy?: SQL;
  extra?: SQL;
}) =>
  cardQuery({
    brandId,
    from: sql`campaign_matches m JOIN campaigns c ON c.id = m.campaign_id JOIN creator_profiles p ON p.id = m.creator_id`,
    where: sql`m.brand_id = ${brandId} AND ${where}`,
    extra: extra ? sql`${MATCH_COLUMNS}, ${extra}` : MATCH_COLUMNS,
    orderBy: orderBy ?? sql`m.status_changed_at DESC, m.id`,
  });

export const toMatch = (r: CardRow): TMatch => ({
  id: String(r.m_id),
  campaign_id: String(r.m_campaign_id),
  campaign_title: String(r.m_campaign_title),
  status: r.m_status as TMatch['status'],
  source: r.m_source as TMatch['source'],
  offered_rate_cents: r.m_offered_rate_cents == null ? null : Number(r.m_offered_rate_cents),
  offered_deliverables:
    typeof r.m_offered_deliverables === 'string'
      ? (JSON.parse(r.m_offered_deliverables) as TMatch['offered_deliverables'])
      : null,
  offer_message: (r.m_offer_message as string | null) ?? null,
  currency: String(r.m_currency),
  removal_reason_id: (r.m_removal_reason_id as string | null) ?? null,
  removal_note: (r.m_removal_note as string | null) ?? null,
  status_changed_at: String(r.m_status_changed_at),
  created_at: String(r.m_created_at),
  creator: toCreatorCard(r),
});
