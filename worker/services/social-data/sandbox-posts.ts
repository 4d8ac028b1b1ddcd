import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { createRandom } from '../../lib/random';
import { campaignMatches, creatorProfiles, deliverables, postMetrics } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TMetricCounts } from '../../schemas/metrics';
import type { TContentItem, TPlatform } from '../../schemas/social';
import { POST_STATUSES } from '../metrics/campaign-metrics';
import { countsOf } from '../metrics/figures';
import { parsePostUrl, SITE_OF_PLATFORM } from '../metrics/post-url';
import { hash } from './sandbox-data';

/** A campaign post the creator published on the account, with the figures last stored for it (before today). */
export type SandboxPost = {
  url: string;
  type: string;
  publishedAt: string;
  anchor: { counts: TMetricCounts; measuredOn: string } | null;
};

const DAY_MS = 86_400_000;
const VIDEO_TYPES = new Set(['reel', 'video', 'short', 'shorts', 'live', 'stream']);

/** Lifetime share of a post's final figures `days` after publishing: most arrive in the first days (as the seed). */
const shareAt = (days: number) => 1 - Math.exp(-Math.max(0, days) / 2.5);

const scaled = (counts: TMetricCounts, factor: number) =>
  Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Math.round(v * factor)])) as TMetricCounts;
const atLeast = (counts: TMetricCounts, floor: TMetricCounts) =>
  Object.fromEntries(
    Object.entries(counts).map(([k, v]) => [k, Math.max(v, floor[k as keyof TMetricCounts])]),
  ) as TMetricCounts;

const finalCounts = (post: SandboxPost, platform: TPlatform, followers: number): TMetricCounts => {
  const random = createRandom(hash(post.url));
  const impressions = Math.round(Math.max(followers, 500) * (0.3 + random.next() * 0.6));
  const reach = Math.round(impressions * (0.68 + random.next() * 0.18));
  const likes = Math.round(reach * (0.03 + random.next() * 0.05));
  return {
    impressions,
    reach,
    views: VIDEO_TYPES.has(post.type) ? Math.round(impressions * (0.55 + random.next() * 0.25)) : 0,
    likes,
    comments: Math.round(likes * (0.03 + random.next() * 0.05)),
    shares: Math.round(likes * (0.05 + random.next() * 0.1)),
    saves: platform === 'instagram' || platform === 'pinterest' ? Math.round(likes * (0.04 + random.next() * 0.08)) : 0,
  };
};

/**
 * The post's lifetime figures at `at`: a pure function of its URL, the account's size and time. A post already
 * measured grows on from its stored figures (so a series never jumps when the sandbox takes over) and never shrinks.
 */
const countsAt = (post: SandboxPost, platform: TPlatform, followers: number, at: Date): TMetricCounts => {
  const days = (at.getTime() - Date.parse(post.publishedAt)) / DAY_MS;
  const fresh = scaled(finalCounts(post, platform, followers), shareAt(days));
  if (!post.anchor) return fresh;
  const anchorShare = shareAt(
    (Date.parse(`${post.anchor.measuredOn}T12:00:00Z`) - Date.parse(post.publishedAt)) / DAY_MS,
  );
  return atLeast(
    anchorShare >= 0.2 ? scaled(post.anchor.counts, shareAt(days) / anchorShare) : fresh,
    post.anchor.counts,
  );
};

/** Only posts on this platform and, when the link names an account, on this handle are the account's. */
const isOnAccount = (url: string, platform: TPlatform, handle: string) => {
  const ref = parsePostUrl(url);
  return (
    ref !== null &&
    ref.site === SITE_OF_PLATFORM[platform] &&
    (ref.handle === null || ref.handle === handle.toLowerCase())
  );
};

/** The creator's live campaign posts as the platform would list them among the account's contents. */
export const sandboxPostItems = ({
  posts,
  platform,
  handle,
  followers,
  at = new Date(),
}: {
  posts: SandboxPost[];
  platform: TPlatform;
  handle: string;
  followers: number;
  at?: Date;
}): TContentItem[] =>
  posts
    .filter((p) => isOnAccount(p.url, platform, handle))
    .map((post) => {
      const counts = countsAt(post, platform, followers, at);
      const url = new URL(post.url);
      return {
        id: `${platform}-post-${hash(post.url)}`,
        type: post.type.toUpperCase(),
        format: VIDEO_TYPES.has(post.type) ? 'VIDEO' : 'IMAGE',
        title: null,
        // Platforms report the canonical link: no tracking parameters.
        url: `${url.origin}${url.pathname}`,
        thumbnail_url: null,
        published_at: post.publishedAt,
        engagement: {
          like_count: counts.likes,
          comment_count: counts.comments,
          view_count: counts.views,
          share_count: counts.shares,
          save_count: counts.saves,
          impression_count: counts.impressions,
          reach_count: counts.reach,
        },
      };
    });

/**
 * What the sandbox "remembers" of the posts a user published: the live deliverables (every platform) and their figures
 * stored before `at`, as two statements keyed on the user alone, so they can ride in any batch; `sandboxPostsOf`
 * shapes their rows for one platform.
 */
export const sandboxPostReads = ({ db, userId, at = new Date() }: { db: Db; userId: string; at?: Date }) => {
  const live = and(
    eq(creatorProfiles.userId, userId),
    inArray(deliverables.status, [...POST_STATUSES]),
    isNotNull(deliverables.postUrl),
  );
  const ids = db
    .select({ id: deliverables.id })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignMatches.creatorId))
    .where(live);
  return [
    db
      .select({
        id: deliverables.id,
        platform: deliverables.platform,
        url: deliverables.postUrl,
        type: deliverables.type,
        publishedAt: deliverables.publishedAt,
      })
      .from(deliverables)
      .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignMatches.creatorId))
      .where(live),
    db
      .select()
      .from(postMetrics)
      .where(and(inArray(postMetrics.deliverableId, ids), lt(postMetrics.measuredOn, at.toISOString().slice(0, 10))))
      .orderBy(desc(postMetrics.measuredOn)),
  ] as const;
};
export type SandboxPostRows = [
  Awaited<ReturnType<typeof sandboxPostReads>[0]>,
  Awaited<ReturnType<typeof sandboxPostReads>[1]>,
];

/** The user's posts on `platform` from `sandboxPostReads`' rows, each with its newest stored figures. */
export const sandboxPostsOf = ({
  rows: [rows, snapshots],
  platform,
  at = new Date(),
}: {
  rows: SandboxPostRows;
  platform: TPlatform;
  at?: Date;
}): SandboxPost[] =>
  rows
    .filter((r) => r.platform === platform)
    .map((r) => {
      const latest = snapshots.find((s) => s.deliverableId === r.id);
      return {
        url: r.url!,
        type: r.type,
        publishedAt: r.publishedAt ?? at.toISOString(),
        anchor: latest ? { counts: countsOf(latest), measuredOn: latest.measuredOn } : null,
      };
    });
