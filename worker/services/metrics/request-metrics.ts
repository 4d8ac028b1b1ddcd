import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { z } from 'zod';
import { campaignMatches, deliverables, metricsRequests } from '../../../db/schema';
import type { Db, DbKeys } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import {
  METRICS_REQUEST_COOLDOWN_HOURS,
  type TMetricsRequestResult,
  type ZRequestMetrics,
} from '../../schemas/metrics';
import {
  selectBrandDeliverables,
  toBrandDeliverable,
  type BrandDeliverable,
} from '../content-review/brand-deliverables';
import { newDomainEvent, type DomainEvent } from '../outbox/outbox';
import { POST_STATUSES } from './campaign-metrics';

const isLive = (d: BrandDeliverable) => (POST_STATUSES as readonly string[]).includes(d.status);

/**
 * The reads the request needs, as one batch keyed by its ids: the match (for its 404), the brand's deliverables it
 * names, and which of them were asked about since `since` and are still unanswered.
 */
const requestReads = (db: Db, brandId: string, input: z.output<typeof ZRequestMetrics>, since: string) => {
  const named = input.match_id
    ? db.select({ id: deliverables.id }).from(deliverables).where(eq(deliverables.matchId, input.match_id))
    : [...new Set(input.deliverable_ids)];
  return [
    db
      .select({ id: campaignMatches.id })
      .from(campaignMatches)
      .where(and(eq(campaignMatches.id, input.match_id ?? ''), eq(campaignMatches.brandId, brandId))),
    selectBrandDeliverables({ db, where: and(inArray(deliverables.id, named), eq(campaignMatches.brandId, brandId)) }),
    db
      .select({ deliverableId: metricsRequests.deliverableId })
      .from(metricsRequests)
      .where(
        and(
          inArray(metricsRequests.deliverableId, named),
          isNull(metricsRequests.fulfilledAt),
          gt(metricsRequests.createdAt, since),
        ),
      ),
  ] as const;
};

/** The brand's deliverables the request names; a match or deliverable of another brand is a 404. */
const namedDeliverables = (
  input: z.output<typeof ZRequestMetrics>,
  match: { id: string } | undefined,
  rows: BrandDeliverable[],
) => {
  if (input.match_id) {
    if (!match) throw notFound('match');
    return rows;
  }
  if (rows.length < new Set(input.deliverable_ids).size) throw notFound('deliverable');
  if (!rows.every(isLive))
    throw conflict('Metrics can only be requested for live posts. Ask again once the creator has published.');
  return rows;
};

/**
 * The brand asks creators for their live posts' figures (`POST /brand/request-metrics/`): one request row per post
 * and one `metrics.requested` event per creator, in one batch after one read. Posts asked about in the last
 * METRICS_REQUEST_COOLDOWN_HOURS and still unanswered are skipped, so creators are not spammed.
 */
export const requestMetrics = async ({
  db,
  brandId,
  actorId,
  input,
}: DbKeys<'brandId' | 'actorId'> & { input: z.output<typeof ZRequestMetrics> }): Promise<
  TMetricsRequestResult & { events: DomainEvent[] }
> => {
  const since = new Date(Date.now() - METRICS_REQUEST_COOLDOWN_HOURS * 3600_000).toISOString();
  // One read (on a folded request with the session and plan), then one batch.
  const [[match], rows, recent] = await db.batch(requestReads(db, brandId, input, since));
  const live = namedDeliverables(input, match, rows.map(toBrandDeliverable)).filter(isLive);
  if (live.length === 0)
    throw conflict('This creator has no live posts yet. Ask for metrics once a post is published.');
  const askedRecently = new Set(recent.map((r) => r.deliverableId));
  const due = live.filter((d) => !askedRecently.has(d.id));
  if (due.length === 0)
    throw conflict(
      `You already asked for these figures in the last ${METRICS_REQUEST_COOLDOWN_HOURS} hours. The creator has been notified.`,
    );

  const createdAt = new Date().toISOString();
  const requests = due.map((d) => ({
    id: crypto.randomUUID(),
    match_id: d.matchId,
    deliverable_id: d.id,
    message: input.message,
    created_at: createdAt,
  }));
  const byMatch = new Map<string, BrandDeliverable[]>();
  for (const d of due) byMatch.set(d.matchId, [...(byMatch.get(d.matchId) ?? []), d]);
  const events = [...byMatch.values()].map((posts) =>
    newDomainEvent({
      db,
      type: 'metrics.requested',
      payload: {
        match_id: posts[0]!.matchId,
        campaign_id: posts[0]!.campaignId,
        brand_id: brandId,
        creator_id: posts[0]!.creatorId,
        deliverable_ids: posts.map((p) => p.id),
        message: input.message,
        actor_id: actorId,
      },
    }),
  );
  const statements: BatchItem<'sqlite'>[] = [
    db.insert(metricsRequests).values(
      requests.map((r, i) => ({
        id: r.id,
        brandId,
        campaignId: due[i]!.campaignId,
        matchId: r.match_id,
        deliverableId: r.deliverable_id,
        requestedBy: actorId,
        message: r.message,
        createdAt,
      })),
    ),
    ...events.map((e) => e.insert),
  ];
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  const n = requests.length;
  return {
    detail: `Asked for the figures of ${n} post${n === 1 ? '' : 's'}.`,
    requests,
    events: events.map((e) => e.event),
  };
};
