import { sql } from 'drizzle-orm';
import type { DbKeys } from '../../lib/db';
import type { TCampaignDetail } from '../../schemas/campaign';
import { PIPELINE_STAGES } from '../../schemas/pipeline';
import { deleteBlockedOf, deleteBlockedQuery, editBlockedReason } from './campaign-locks';
import { ownCampaignQuery, ownRowOr404, toCampaign } from './campaign-rows';

/** The pipeline's "waiting for your offer" stage: the campaign card and the candidates page count the same. */
const WAITING = sql`(${sql.join(
  PIPELINE_STAGES.applied.map((s) => sql`${s}`),
  sql`, `,
)})`;

/**
 * The campaign at a glance: creators by match status, money against the budget, and its timeline. One round trip:
 * the row (none for another brand's campaign: 404, the batch's other rows dropped), its counts and its delete lock.
 */
export const loadCampaignDetail = async ({ db, brandId, id }: DbKeys<'brandId' | 'id'>): Promise<TCampaignDetail> => {
  const [rows, byStatus, money, blocked] = await db.batch([
    ownCampaignQuery({ db, brandId, id }),
    db.all<{ status: string; n: number }>(
      sql`SELECT status, count(*) AS n FROM campaign_matches WHERE campaign_id = ${id} GROUP BY status`,
    ),
    // Money as the ledger and the budget guard count it: an offer's commitment is its match payment row; what is
    // paid is what the ledger released (fee included), or the contract price of paid work when the brand pays directly.
    db.get<{ committed: number; offered: number; held: number; paid: number; pitches: number }>(sql`
      SELECT
        (SELECT coalesce(sum(p.committed_cents), 0) FROM match_payments p JOIN campaign_matches m ON m.id = p.match_id WHERE p.campaign_id = ${id} AND m.status IN ('accepted', 'contracted', 'completed')) AS committed,
        (SELECT coalesce(sum(p.committed_cents), 0) FROM match_payments p JOIN campaign_matches m ON m.id = p.match_id WHERE p.campaign_id = ${id} AND m.status IN ('proposed', 'countered')) AS offered,
        (SELECT coalesce(sum(a.balance_cents), 0) FROM ledger_accounts a JOIN campaign_matches m ON m.id = a.match_id WHERE a.campaign_id = ${id} AND a.kind = 'brand_held' AND m.status IN ('proposed', 'countered')) AS held,
        (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transactions WHERE campaign_id = ${id} AND kind = 'release')
          + (SELECT coalesce(sum(d.rate_cents), 0) FROM deliverables d JOIN match_payments p ON p.match_id = d.match_id WHERE d.campaign_id = ${id} AND d.status = 'paid' AND p.funded = 0) AS paid,
        (SELECT count(*) FROM campaign_matches WHERE campaign_id = ${id} AND status IN ${WAITING}) AS pitches`),
    deleteBlockedQuery({ db, campaignId: id }),
  ]);
  const campaign = toCampaign(ownRowOr404(rows));
  const timeline = [
    { label: 'Created', at: campaign.created_at },
    ...(campaign.published_at ? [{ label: 'Published', at: campaign.published_at }] : []),
    ...(campaign.start_date ? [{ label: 'Starts', at: campaign.start_date }] : []),
    ...(campaign.end_date ? [{ label: 'Ends', at: campaign.end_date }] : []),
  ];
  return {
    ...campaign,
    creators_by_status: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])),
    committed_cents: Number(money?.committed ?? 0),
    offered_cents: Number(money?.offered ?? 0),
    held_cents: Number(money?.held ?? 0),
    paid_cents: Number(money?.paid ?? 0),
    pending_pitches: Number(money?.pitches ?? 0),
    timeline,
    edit_blocked_reason: editBlockedReason(campaign.status),
    delete_blocked_reason: deleteBlockedOf(blocked),
  };
};
