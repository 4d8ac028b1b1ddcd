import type { TUnlinkedPage } from '../../lib/page-links';
import { and, asc, eq, sql } from 'drizzle-orm';
import { contracts, deliverables, matchTransitions, pitches, users } from '../../../db/schema';
import type { Db, DbKeys } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TApprovedCreators, TMatchDetail, TMatchList, TPitch } from '../../schemas/brand-matches';
import type { TMatchStatus } from '../../schemas/campaign';
import { canMove, MATCH_ACTIONS, type MatchAction } from '../matches/lifecycle';
import { offerRoundsQuery, toOfferRounds } from '../matches/offer-rounds';
import { cardQuery, toCreatorCard, type CardRow } from '../creator-search/creator-cards';
import { matchQuery, toMatch } from './match-rows';
import { ownCampaignCheck, ownedOr404 } from '../campaigns/campaign-rows';

const WORKING: TMatchStatus[] = ['accepted', 'contracted', 'completed'];

const toDeliverable = (d: typeof deliverables.$inferSelect) => ({
  id: d.id,
  type: d.type,
  platform: d.platform,
  status: d.status,
  due_date: d.dueDate,
  rate_cents: d.rateCents,
  post_url: d.postUrl,
});

/** A campaign's matches, optionally of some statuses: count and page in one round trip. */
export const listCampaignMatches = async ({
  db,
  brandId,
  campaignId,
  statuses,
  page,
  pageSize,
}: {
  db: Db;
  brandId: string;
  campaignId: string;
  statuses?: TMatchStatus[];
  page: number;
  pageSize: number;
}): Promise<TUnlinkedPage<TMatchList>> => {
  const where = statuses?.length
    ? sql`m.campaign_id = ${campaignId} AND m.status IN (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql`m.campaign_id = ${campaignId}`;
  // The campaign's ownership is checked in the same batch; another brand's campaign is a 404 and its rows dropped.
  const [owned, counted, rows] = await db.batch([
    db.get<{ ok: number }>(sql`SELECT 1 AS ok FROM campaigns WHERE id = ${campaignId} AND brand_id = ${brandId}`),
    db.get<{ n: number }>(sql`SELECT count(*) AS n FROM campaign_matches m WHERE m.brand_id = ${brandId} AND ${where}`),
    db.all<CardRow>(
      matchQuery({
        brandId,
        where,
        orderBy: sql`m.status_changed_at DESC, m.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      }),
    ),
  ]);
  if (!owned) throw notFound('campaign');
  const count = Number(counted?.n ?? 0);
  return { count, results: rows.map(toMatch) };
};

/** The creators working on a campaign, each with their deliverables and contract signature, in one round trip. */
export const listApprovedCreators = async ({
  db,
  brandId,
  campaignId,
}: DbKeys<'brandId' | 'campaignId'>): Promise<TApprovedCreators> => {
  const working = sql`m.campaign_id = ${campaignId} AND m.status IN ('accepted', 'contracted', 'completed')`;
  // The campaign's ownership is checked in the same batch (one round trip); another brand's campaign is a 404.
  const [owned, rows, items] = await db.batch([
    ownCampaignCheck({ db, brandId, id: campaignId }),
    db.all<CardRow>(
      matchQuery({
        brandId,
        where: working,
        extra: sql`(SELECT creator_signed_at FROM contracts k WHERE k.match_id = m.id) AS contract_signed_at`,
      }),
    ),
    db
      .select({ d: deliverables })
      .from(deliverables)
      .where(
        and(
          eq(deliverables.campaignId, campaignId),
          sql`${deliverables.matchId} IN (SELECT id FROM campaign_matches WHERE brand_id = ${brandId} AND campaign_id = ${campaignId} AND status IN ${WORKING})`,
        ),
      )
      .orderBy(asc(deliverables.dueDate)),
  ]);
  ownedOr404(owned);
  return rows.map((r) => {
    const match = toMatch(r);
    return {
      ...match,
      contract_signed_at: (r.contract_signed_at as string | null) ?? null,
      deliverables: items.filter((i) => i.d.matchId === match.id).map((i) => toDeliverable(i.d)),
    };
  });
};

/** A campaign's pitches, newest first, each with the creator's card and where the match stands. */
export const listPitches = async ({ db, brandId, campaignId }: DbKeys<'brandId' | 'campaignId'>): Promise<TPitch[]> => {
  // The campaign's ownership is checked in the same batch (one round trip); another brand's campaign is a 404.
  const [owned, rows] = await db.batch([
    ownCampaignCheck({ db, brandId, id: campaignId }),
    db.all<CardRow>(
      cardQuery({
        brandId,
        from: sql`pitches pi JOIN campaign_matches m ON m.id = pi.match_id JOIN creator_profiles p ON p.id = m.creator_id`,
        where: sql`pi.campaign_id = ${campaignId} AND m.brand_id = ${brandId}`,
        extra: sql`pi.id AS pi_id, pi.match_id AS pi_match_id, pi.message AS pi_message, pi.proposed_rate_cents AS pi_rate, pi.status AS pi_status, pi.created_at AS pi_created_at, pi.responded_at AS pi_responded_at, m.status AS m_status`,
        orderBy: sql`pi.status = 'pending' DESC, pi.created_at DESC`,
      }),
    ),
  ]);
  ownedOr404(owned);
  return rows.map((r) => ({
    id: String(r.pi_id),
    match_id: String(r.pi_match_id),
    campaign_id: campaignId,
    message: String(r.pi_message),
    proposed_rate_cents: r.pi_rate == null ? null : Number(r.pi_rate),
    status: r.pi_status as TPitch['status'],
    match_status: r.m_status as TPitch['match_status'],
    created_at: String(r.pi_created_at),
    responded_at: (r.pi_responded_at as string | null) ?? null,
    creator: toCreatorCard(r),
  }));
};

const BRAND_ACTIONS = (Object.keys(MATCH_ACTIONS) as MatchAction[]).filter((a) =>
  (MATCH_ACTIONS[a].sides as readonly string[]).includes('brand'),
);

/** One match in full, in one round trip. */
export const loadMatchDetail = async ({
  db,
  brandId,
  id,
}: DbKeys<'brandId'> & { id: string }): Promise<TMatchDetail> => {
  const [rows, pitch, items, contract, transitions, offers] = await db.batch([
    db.all<CardRow>(matchQuery({ brandId, where: sql`m.id = ${id}` })),
    db.select().from(pitches).where(eq(pitches.matchId, id)).limit(1),
    db.select().from(deliverables).where(eq(deliverables.matchId, id)).orderBy(asc(deliverables.dueDate)),
    db
      .select({ id: contracts.id, signedAt: contracts.creatorSignedAt })
      .from(contracts)
      .where(eq(contracts.matchId, id))
      .limit(1),
    db
      .select({ t: matchTransitions, first: users.firstName, last: users.lastName })
      .from(matchTransitions)
      .leftJoin(users, eq(users.id, matchTransitions.actorId))
      .where(eq(matchTransitions.matchId, id))
      .orderBy(asc(matchTransitions.createdAt)),
    offerRoundsQuery({ db, matchId: id }),
  ]);
  const row = rows[0];
  if (!row) throw notFound('campaign match');
  const match = toMatch(row);
  const p = pitch[0];
  return {
    ...match,
    pitch: p ? { id: p.id, message: p.message, proposed_rate_cents: p.proposedRateCents, status: p.status } : null,
    deliverables: items.map(toDeliverable),
    contract: contract[0] ? { id: contract[0].id, signed_at: contract[0].signedAt } : null,
    offers: toOfferRounds(offers),
    transitions: transitions.map(({ t, first, last }) => ({
      from_status: t.fromStatus,
      to_status: t.toStatus,
      actor_name: first ? `${first} ${last}` : null,
      note: t.note,
      created_at: t.createdAt,
    })),
    allowed_actions: BRAND_ACTIONS.filter(
      (a) =>
        canMove(a, match.status) &&
        !(a === 'propose' && match.status === 'declined' && match.offered_rate_cents == null),
    ),
  };
};
