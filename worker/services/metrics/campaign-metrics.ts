import { and, asc, eq, inArray, isNull, max, sum } from 'drizzle-orm';
import {
  campaignMatches,
  deliverables,
  ledgerTransactions,
  matchPayments,
  metricsRequests,
  postMetrics,
} from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import {
  EMV_RATES_CENTS,
  type TCampaignMetrics,
  type TCreatorMetricsRow,
  type TPostMetricsRow,
} from '../../schemas/metrics';
import { ownCampaignQuery, ownRowOr404 } from '../campaigns/campaign-rows';
import {
  selectBrandDeliverables,
  toBrandDeliverable,
  type BrandDeliverable,
} from '../content-review/brand-deliverables';
import { dailySeries, type Snapshot } from './daily-series';
import { addCounts, countsOf, toFigures, zeroCounts } from './figures';

/** Deliverables that are live posts (published, then paid). */
export const POST_STATUSES = ['published', 'paid'] as const;

type SnapshotRow = typeof postMetrics.$inferSelect;

const screenshotUrlOf = (deliverableId: string) => `/api/brand/deliverables/${deliverableId}/metrics/screenshot/`;

const latestByDeliverable = (rows: SnapshotRow[]) => {
  const latest = new Map<string, SnapshotRow>();
  for (const row of rows)
    if ((latest.get(row.deliverableId)?.measuredOn ?? '') <= row.measuredOn) latest.set(row.deliverableId, row);
  return latest;
};

const toPostRow = (
  d: BrandDeliverable,
  snapshot: SnapshotRow | undefined,
  requestedAt: string | null,
  spendCents: number,
): TPostMetricsRow => ({
  deliverable_id: d.id,
  match_id: d.matchId,
  creator: { id: d.creatorId, name: d.creatorName },
  type: d.type,
  platform: d.platform,
  status: d.status,
  post_url: d.postUrl,
  published_at: d.publishedAt,
  figures: toFigures({ counts: snapshot ? countsOf(snapshot) : zeroCounts(), posts: 1, spendCents }),
  source: snapshot?.source ?? null,
  measured_on: snapshot?.measuredOn ?? null,
  screenshot_url: snapshot?.screenshotUploadId ? screenshotUrlOf(d.id) : null,
  metrics_requested_at: requestedAt,
});

/**
 * What a live post cost, from the ledger: the price released to the creator (platform fee included) when the
 * collaboration is paid through the wallet; the contract price when the brand pays the creator directly (no ledger).
 */
const spendOf = (releases: { deliverableId: string | null; cents: number | null }[], funded: { matchId: string }[]) => {
  const released = new Map(releases.map((r) => [r.deliverableId, r.cents ?? 0]));
  const fundedMatches = new Set(funded.map((f) => f.matchId));
  return (d: BrandDeliverable) => (fundedMatches.has(d.matchId) ? (released.get(d.id) ?? 0) : d.rateCents);
};

/**
 * Figures summed over the posts that have any (counts summed, rates derived again, not averaged). A post with no
 * figures yet (not reported, or the provider could not match it) is left out, its spend included: zeros would
 * pull every rate down and its cost would be counted against engagement it may well have had.
 */
const sumFigures = (rows: TPostMetricsRow[]) => {
  const measured = rows.filter((r) => r.measured_on !== null);
  return toFigures({
    counts: measured.map((r) => countsOf(r.figures)).reduce(addCounts, zeroCounts()),
    posts: measured.length,
    spendCents: measured.reduce((s, r) => s + r.figures.spend_cents, 0),
  });
};

/** Per creator: their measured posts' figures (see sumFigures). */
const byCreator = (posts: BrandDeliverable[], rows: TPostMetricsRow[]): TCreatorMetricsRow[] => {
  const groups = new Map<string, { d: BrandDeliverable; rows: TPostMetricsRow[] }>();
  posts.forEach((d, i) => {
    const group = groups.get(d.creatorId) ?? { d, rows: [] };
    group.rows.push(rows[i]!);
    groups.set(d.creatorId, group);
  });
  return [...groups.values()].map(({ d, rows: own }) => ({
    creator: { id: d.creatorId, name: d.creatorName, display_picture: d.creatorPicture },
    match_id: d.matchId,
    figures: sumFigures(own),
  }));
};

/**
 * A campaign's results (`GET /brand/campaigns/{id}/metrics/`): every live post with its latest figures, the
 * same per creator and in total, and the day-by-day series. One round trip whatever the campaign's size: the
 * campaign row (none for another brand's: 404, the batch's other rows dropped) rides in the batch of its figures.
 */
export const loadCampaignMetrics = async ({
  db,
  brandId,
  campaignId,
}: DbKeys<'brandId' | 'campaignId'>): Promise<TCampaignMetrics> => {
  const [campaignRows, postRows, snapshotRows, openRequests, releases, funded] = await db.batch([
    ownCampaignQuery({ db, brandId, id: campaignId }),
    selectBrandDeliverables({
      db,
      where: and(
        eq(deliverables.campaignId, campaignId),
        eq(campaignMatches.brandId, brandId),
        inArray(deliverables.status, [...POST_STATUSES]),
      ),
    }).orderBy(asc(deliverables.publishedAt), asc(deliverables.id)),
    db.select().from(postMetrics).where(eq(postMetrics.campaignId, campaignId)).orderBy(asc(postMetrics.measuredOn)),
    db
      .select({ deliverableId: metricsRequests.deliverableId, at: max(metricsRequests.createdAt) })
      .from(metricsRequests)
      .where(and(eq(metricsRequests.campaignId, campaignId), isNull(metricsRequests.fulfilledAt)))
      .groupBy(metricsRequests.deliverableId),
    db
      .select({
        deliverableId: ledgerTransactions.deliverableId,
        cents: sum(ledgerTransactions.amountCents).mapWith(Number),
      })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.campaignId, campaignId), eq(ledgerTransactions.kind, 'release')))
      .groupBy(ledgerTransactions.deliverableId),
    db
      .select({ matchId: matchPayments.matchId })
      .from(matchPayments)
      .where(and(eq(matchPayments.campaignId, campaignId), eq(matchPayments.funded, true))),
  ]);
  const campaign = ownRowOr404(campaignRows);
  const posts = postRows.map(toBrandDeliverable);
  const postIds = new Set(posts.map((p) => p.id));
  const snapshots = snapshotRows.filter((s) => postIds.has(s.deliverableId));
  const latest = latestByDeliverable(snapshots);
  const requested = new Map(openRequests.map((r) => [r.deliverableId, r.at]));
  const spend = spendOf(releases, funded);
  const rows = posts.map((d) => toPostRow(d, latest.get(d.id), requested.get(d.id) ?? null, spend(d)));
  const series = dailySeries(
    snapshots.map((s): Snapshot => ({ deliverableId: s.deliverableId, measuredOn: s.measuredOn, counts: countsOf(s) })),
  );

  return {
    campaign: { id: campaign.id, title: campaign.title, currency: campaign.currency },
    totals: sumFigures(rows),
    posts_without_figures: rows.filter((r) => r.measured_on === null).length,
    last_measured_on: series.at(-1)?.date ?? null,
    creators: byCreator(posts, rows),
    deliverables: rows,
    series,
    emv_rates_cents: { ...EMV_RATES_CENTS },
  };
};
