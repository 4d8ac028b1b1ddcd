import { and, asc, eq, exists, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { campaignMatches, deliverables, postMetrics, socialAccountData, socialAccounts } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import type { TMetricCounts } from '../../schemas/metrics';
import type { TContentItem } from '../../schemas/social';
import type { SocialDataProvider } from '../social-data/provider';
import { socialDataProvider } from '../social-data/provider-for-env';
import { POST_STATUSES } from './campaign-metrics';
import { isSamePost } from './post-url';

/** Posts measured per scheduled run, oldest-measured first (the provider is read once per account per run). */
const PROVIDER_PULL_BATCH = 25;
/** A live post is measured again from the provider once its newest figures are this old. */
const PROVIDER_PULL_INTERVAL_HOURS = 6;

/** measured: provider figures stored; kept: the creator's own figures of the day stood; unmatched: no such post listed. */
export type PullSummary = { measured: number; kept: number; unmatched: number; failed: number };

/** When the post's newest snapshot (from either source) was recorded; null: never measured. */
const lastMeasuredAt = sql<
  string | null
>`(SELECT max(${postMetrics.createdAt}) FROM ${postMetrics} WHERE ${postMetrics.deliverableId} = ${deliverables.id})`;

/** An account the provider can read: connected, and synced through this provider. */
const readableAccount = (provider: SocialDataProvider['name']) =>
  and(eq(socialAccounts.status, 'CONNECTED'), eq(socialAccountData.provider, provider));

/** Live posts whose creator has an account on the post's platform connected through this provider. */
const measurablePosts = (db: Db, provider: SocialDataProvider['name'], due: SQL | undefined) =>
  db
    .select({
      id: deliverables.id,
      campaignId: deliverables.campaignId,
      creatorId: campaignMatches.creatorId,
      platform: deliverables.platform,
      postUrl: deliverables.postUrl,
    })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .where(
      and(
        inArray(deliverables.status, [...POST_STATUSES]),
        isNotNull(deliverables.postUrl),
        due,
        exists(
          db
            .select({ one: sql`1` })
            .from(socialAccounts)
            .innerJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
            .where(
              and(
                eq(socialAccounts.creatorId, campaignMatches.creatorId),
                eq(socialAccounts.platform, deliverables.platform),
                readableAccount(provider),
              ),
            ),
        ),
      ),
    );

const connectedAccounts = async (db: Db, provider: SocialDataProvider['name'], creatorIds: string[]) => {
  const rows = await db
    .select({
      creatorId: socialAccounts.creatorId,
      platform: socialAccounts.platform,
      providerAccountId: socialAccountData.providerAccountId,
    })
    .from(socialAccounts)
    .innerJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
    .where(and(inArray(socialAccounts.creatorId, creatorIds), readableAccount(provider)));
  const byCreatorPlatform = new Map<string, string[]>();
  for (const r of rows) {
    const key = `${r.creatorId}:${r.platform}`;
    byCreatorPlatform.set(key, [...(byCreatorPlatform.get(key) ?? []), r.providerAccountId]);
  }
  return byCreatorPlatform;
};

const countsOfItem = ({ engagement: e }: TContentItem): TMetricCounts => ({
  views: e.view_count ?? 0,
  impressions: e.impression_count ?? 0,
  reach: e.reach_count ?? 0,
  likes: e.like_count ?? 0,
  comments: e.comment_count ?? 0,
  shares: e.share_count ?? 0,
  saves: e.save_count ?? 0,
});

/**
 * Today's provider snapshot of a post. A snapshot the creator submitted today is kept (`setWhere`): it is what they
 * vouched for, maybe with a screenshot; the provider's figures come back tomorrow. Reruns replace the provider's own.
 */
const saveProviderSnapshot = (db: Db, post: { id: string; campaignId: string }, counts: TMetricCounts, now: Date) => {
  const values = { ...counts, createdAt: now.toISOString() };
  return db
    .insert(postMetrics)
    .values({
      deliverableId: post.id,
      campaignId: post.campaignId,
      measuredOn: now.toISOString().slice(0, 10),
      source: 'provider',
      ...values,
    })
    .onConflictDoUpdate({
      target: [postMetrics.deliverableId, postMetrics.measuredOn],
      set: values,
      setWhere: eq(postMetrics.source, 'provider'),
    })
    .returning({ id: postMetrics.id });
};

/**
 * Figures of live posts from the social-data provider: the named posts, or (scheduled) at most `limit` posts not
 * measured for PROVIDER_PULL_INTERVAL_HOURS, oldest-measured first. A post's figures come from the content item of
 * the creator's connected account on that platform whose link is the same post (see isSamePost). A provider error
 * skips the posts of that account and the run goes on; a post the provider does not list is left unmeasured.
 */
export const pullProviderMetrics = async ({
  db,
  provider,
  deliverableIds,
  limit = PROVIDER_PULL_BATCH,
  now = new Date(),
}: {
  db: Db;
  provider: SocialDataProvider;
  deliverableIds?: string[];
  limit?: number;
  now?: Date;
}): Promise<PullSummary> => {
  const cutoff = new Date(now.getTime() - PROVIDER_PULL_INTERVAL_HOURS * 3600_000).toISOString();
  const due = deliverableIds
    ? inArray(deliverables.id, deliverableIds)
    : or(isNull(lastMeasuredAt), lt(lastMeasuredAt, cutoff));
  const posts = await measurablePosts(db, provider.name, due)
    .orderBy(asc(lastMeasuredAt), asc(deliverables.id))
    .limit(limit);
  const summary: PullSummary = { measured: 0, kept: 0, unmatched: 0, failed: 0 };
  if (posts.length === 0) return summary;
  const accounts = await connectedAccounts(db, provider.name, [...new Set(posts.map((p) => p.creatorId))]);
  const contents = new Map<string, Promise<TContentItem[]>>();
  const contentsOf = (accountId: string) =>
    contents.get(accountId) ?? contents.set(accountId, provider.getContents(accountId)).get(accountId)!;

  for (const post of posts) {
    try {
      let item: TContentItem | undefined;
      for (const accountId of accounts.get(`${post.creatorId}:${post.platform}`) ?? []) {
        item = (await contentsOf(accountId)).find((c) => isSamePost(c.url, post.postUrl));
        if (item) break;
      }
      if (!item) {
        summary.unmatched += 1;
        continue;
      }
      const saved = await saveProviderSnapshot(db, post, countsOfItem(item), now);
      summary[saved.length > 0 ? 'measured' : 'kept'] += 1;
    } catch (e) {
      summary.failed += 1;
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'provider metrics skipped a post',
          deliverable_id: post.id,
          error: String(e),
        }),
      );
    }
  }
  return summary;
};

/**
 * The entry point of the publish hook and the scheduled handler: the configured provider, every failure logged
 * and swallowed (a missing provider configuration included), so neither a publish nor a scheduled run fails.
 */
export const refreshProviderMetrics = async ({
  env,
  db,
  deliverableIds,
}: {
  env: Env;
  db: Db;
  deliverableIds?: string[];
}) => {
  try {
    return await pullProviderMetrics({ db, provider: socialDataProvider({ env, db }), deliverableIds });
  } catch (e) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'provider metrics run failed', error: String(e) }));
    return null;
  }
};
