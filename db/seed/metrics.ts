import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { FileDb } from '../node-client';
import { brands, campaignMatches, deliverables, postMetrics } from '../schema';
import { createRandom } from '../../worker/lib/random';

const DAY_MS = 24 * 3600_000;
/** Daily snapshots per seeded post, ending today. */
const SNAPSHOT_DAYS = 14;
const VIDEO_TYPES = new Set(['reel', 'video', 'short', 'live']);

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Acme's live posts (published or paid) that have no figures yet: idempotent across starts. */
const postsWithoutFigures = (db: FileDb) =>
  db
    .select({ deliverable: deliverables })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .innerJoin(brands, eq(brands.id, campaignMatches.brandId))
    .where(
      and(
        eq(brands.name, 'Acme Outdoors'),
        inArray(deliverables.status, ['published', 'paid']),
        notExists(db.select().from(postMetrics).where(eq(postMetrics.deliverableId, deliverables.id))),
      ),
    )
    .orderBy(deliverables.id);

/**
 * A post's lifetime figures `t` days after publishing: most of the reach comes in the first days, then it
 * flattens (1 − e^(−t/2.5)), as platform insights typically show.
 */
const figuresAt = (final: ReturnType<typeof finalFigures>, t: number) => {
  const share = 1 - Math.exp(-t / 2.5);
  return Object.fromEntries(Object.entries(final).map(([k, v]) => [k, Math.round(v * share)])) as ReturnType<
    typeof finalFigures
  >;
};

const finalFigures = (random: ReturnType<typeof createRandom>, type: string) => {
  const impressions = random.logUniform(8_000, 260_000);
  const reach = Math.round(impressions * (0.68 + random.next() * 0.18));
  const likes = Math.round(reach * (0.03 + random.next() * 0.06));
  return {
    impressions,
    reach,
    views: VIDEO_TYPES.has(type) ? Math.round(impressions * (0.55 + random.next() * 0.25)) : 0,
    likes,
    comments: Math.round(likes * (0.03 + random.next() * 0.06)),
    shares: Math.round(likes * (0.05 + random.next() * 0.12)),
    saves: Math.round(likes * (0.04 + random.next() * 0.1)),
  };
};

/**
 * Metrics for the seeded live posts of Acme Outdoors, so the metrics page has charts on a fresh start: each post
 * is dated as published 14–16 days ago (its submission and approval a few days before) and gets 14 daily
 * snapshots ending today, from the social-data provider (every third one reported by the creator instead).
 */
export const seedMetrics = async (db: FileDb) => {
  const posts = await postsWithoutFigures(db);
  const random = createRandom(20261205);
  const today = Date.parse(`${dayOf(Date.now())}T12:00:00Z`);
  const firstDay = today - (SNAPSHOT_DAYS - 1) * DAY_MS;
  const rows: (typeof postMetrics.$inferInsert)[] = [];
  for (const [i, { deliverable: d }] of posts.entries()) {
    const publishedAt = firstDay - (1 + (i % 3)) * DAY_MS;
    await db
      .update(deliverables)
      .set({
        submittedAt: new Date(publishedAt - 6 * DAY_MS).toISOString(),
        approvedAt: new Date(publishedAt - 3 * DAY_MS).toISOString(),
        publishedAt: new Date(publishedAt).toISOString(),
      })
      .where(eq(deliverables.id, d.id));
    const final = finalFigures(random, d.type);
    for (let day = 0; day < SNAPSHOT_DAYS; day++) {
      const at = firstDay + day * DAY_MS;
      rows.push({
        deliverableId: d.id,
        campaignId: d.campaignId,
        measuredOn: dayOf(at),
        source: i % 3 === 2 ? 'creator' : 'provider',
        ...figuresAt(final, (at - publishedAt) / DAY_MS),
      });
    }
  }
  if (rows.length > 0) await db.insert(postMetrics).values(rows);
  return posts.length;
};
