import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  brands,
  campaignMatches,
  campaigns,
  contracts,
  deliverables,
  matchTransitions,
  pitches,
} from '../../../db/schema';
import type { BatchResults, Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TDeliverableTemplate, TMatchStatus } from '../../schemas/campaign';
import {
  CREATOR_ACTIONS,
  MATCH_GROUPS,
  type TMatchGroup,
  type TMyMatch,
  type TMyMatchDetail,
} from '../../schemas/creator-matches';
import { offerRoundsQuery, toOfferRounds } from '../matches/offer-rounds';
import { canMove } from '../matches/lifecycle';
import { BRAND_COLUMNS } from './campaign-card';

const DONE = sql`('approved', 'published', 'paid')`;
const OPEN_WORK = sql`('pending', 'changes_requested')`;

const matchColumns = {
  match: campaignMatches,
  campaignTitle: campaigns.title,
  platforms: campaigns.platforms,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  currency: campaigns.currency,
  ...BRAND_COLUMNS,
  total: sql<number>`(SELECT count(*) FROM ${deliverables} d WHERE d.match_id = ${campaignMatches.id})`,
  done: sql<number>`(SELECT count(*) FROM ${deliverables} d WHERE d.match_id = ${campaignMatches.id} AND d.status IN ${DONE})`,
  openWork: sql<number>`(SELECT count(*) FROM ${deliverables} d WHERE d.match_id = ${campaignMatches.id} AND d.status IN ${OPEN_WORK})`,
  nextDue: sql<
    string | null
  >`(SELECT min(d.due_date) FROM ${deliverables} d WHERE d.match_id = ${campaignMatches.id} AND d.status IN ${OPEN_WORK})`,
};

const selectMatches = (db: Db, where: SQL) =>
  db
    .select(matchColumns)
    .from(campaignMatches)
    .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
    .innerJoin(brands, eq(brands.id, campaignMatches.brandId))
    .where(where);

type MatchListRow = Awaited<ReturnType<typeof selectMatches>>[number];

const nextAction = (status: TMatchStatus, openWork: number): TMyMatch['next_action'] => {
  const byStatus: Partial<Record<TMatchStatus, TMyMatch['next_action']>> = {
    invited: 'answer_invitation',
    proposed: 'answer_offer',
    accepted: 'sign_contract',
    applied: 'wait',
    countered: 'wait',
  };
  if (status === 'contracted') return openWork > 0 ? 'deliver' : 'wait';
  return byStatus[status] ?? null;
};

const toMyMatch = (r: MatchListRow): TMyMatch => ({
  id: r.match.id,
  status: r.match.status,
  source: r.match.source,
  campaign: {
    id: r.match.campaignId,
    title: r.campaignTitle,
    platforms: r.platforms,
    start_date: r.startDate,
    end_date: r.endDate,
    currency: r.currency,
  },
  brand: { id: r.match.brandId, name: r.brandName, logo_url: r.brandLogo, industry: r.brandIndustry },
  offered_rate_cents: r.match.offeredRateCents,
  status_changed_at: r.match.statusChangedAt,
  created_at: r.match.createdAt,
  next_action: nextAction(r.match.status, Number(r.openWork)),
  deliverables: { total: Number(r.total), done: Number(r.done), next_due_date: r.nextDue },
});

/** The creator's matches, optionally one tab (group) or one campaign, newest change first, with the exact count. */
export const listMyMatches = async ({
  db,
  creatorId,
  group,
  campaignId,
  page,
  pageSize,
}: {
  db: Db;
  creatorId: string;
  group?: TMatchGroup;
  campaignId?: string;
  page: number;
  pageSize: number;
}) => {
  const where = and(
    eq(campaignMatches.creatorId, creatorId),
    group ? inArray(campaignMatches.status, [...MATCH_GROUPS[group]]) : undefined,
    campaignId ? eq(campaignMatches.campaignId, campaignId) : undefined,
  )!;
  const [rows, total] = await db.batch([
    selectMatches(db, where)
      .orderBy(desc(campaignMatches.statusChangedAt), asc(campaignMatches.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(campaignMatches).where(where),
  ]);
  const n = total[0]?.n ?? 0;
  return { count: n, results: rows.map(toMyMatch) };
};

/** How many matches sit in each tab. */
export const countMyMatches = async ({ db, creatorId }: { db: Db; creatorId: string }) => {
  // A batch of one: a folded read's session check rides in it (worker/lib/session-fold.ts).
  const [rows] = await db.batch([
    db
      .select({ status: campaignMatches.status, n: count() })
      .from(campaignMatches)
      .where(eq(campaignMatches.creatorId, creatorId))
      .groupBy(campaignMatches.status),
  ]);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return Object.fromEntries(
    Object.entries(MATCH_GROUPS).map(([group, statuses]) => [
      group,
      statuses.reduce((s, st) => s + (byStatus.get(st) ?? 0), 0),
    ]),
  ) as Record<TMatchGroup, number>;
};

const creatorActions = (status: TMatchStatus) => CREATOR_ACTIONS.filter((a) => canMove(a, status));

type DetailKey = { db: Db; creatorId: string; matchId: string };

/**
 * The statements of one match in full, as the creator sees it (a batch's worth): the match, its latest pitch, the
 * contract, the deliverables, the history and the negotiation. After a move they ride at the end of its batch.
 */
export const matchDetailReads = ({ db, creatorId, matchId }: DetailKey) =>
  [
    selectMatches(db, and(eq(campaignMatches.id, matchId), eq(campaignMatches.creatorId, creatorId))!).limit(1),
    db.select().from(pitches).where(eq(pitches.matchId, matchId)).orderBy(desc(pitches.createdAt)).limit(1),
    db
      .select({ id: contracts.id, signedAt: contracts.creatorSignedAt })
      .from(contracts)
      .where(eq(contracts.matchId, matchId))
      .limit(1),
    db
      .select()
      .from(deliverables)
      .where(eq(deliverables.matchId, matchId))
      .orderBy(asc(deliverables.dueDate), asc(deliverables.createdAt)),
    db
      .select()
      .from(matchTransitions)
      .where(eq(matchTransitions.matchId, matchId))
      .orderBy(asc(matchTransitions.createdAt)),
    offerRoundsQuery({ db, matchId }),
  ] as const;

type DetailRows = BatchResults<ReturnType<typeof matchDetailReads>>;

/** One match in full from `matchDetailReads`' results: offer, pitch, contract state, deliverables, history. */
export const toMatchDetail = (
  [rows, pitch, contract, items, history, offers]: DetailRows,
  userId: string,
): TMyMatchDetail => {
  const row = rows[0];
  if (!row) throw notFound('campaign match');
  return {
    ...toMyMatch(row),
    offer_message: row.match.offerMessage,
    offered_deliverables: (row.match.offeredDeliverables as TDeliverableTemplate[] | null) ?? null,
    pitch: pitch[0]
      ? {
          message: pitch[0].message,
          proposed_rate_cents: pitch[0].proposedRateCents,
          status: pitch[0].status,
          created_at: pitch[0].createdAt,
        }
      : null,
    contract: contract[0] ? { id: contract[0].id, signed_at: contract[0].signedAt } : null,
    deliverable_items: items.map((d) => ({
      id: d.id,
      type: d.type,
      platform: d.platform,
      description: d.description,
      status: d.status,
      due_date: d.dueDate,
      rate_cents: d.rateCents,
      post_url: d.postUrl,
    })),
    offers: toOfferRounds(offers),
    timeline: history.map((h) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      by: h.actorId === null ? 'system' : h.actorId === userId ? 'creator' : 'brand',
      note: h.note,
      at: h.createdAt,
    })),
    actions: creatorActions(row.match.status),
  };
};

/** One match in full: offer, pitch, contract state, deliverables and its history (who moved it, when). */
export const myMatchDetail = async ({ userId, ...key }: DetailKey & { userId: string }): Promise<TMyMatchDetail> =>
  toMatchDetail(await key.db.batch(matchDetailReads(key)), userId);
