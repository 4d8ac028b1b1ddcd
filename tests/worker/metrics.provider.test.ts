import { createScheduledController } from 'cloudflare:test';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { campaignMatches, deliverables, postMetrics, socialAccountData, socialAccounts } from '../../db/schema';
import { ZCampaignMetrics } from '../../worker/schemas/metrics';
import { runScheduledWork } from '../../worker/scheduled';
import { isSamePost } from '../../worker/services/metrics/post-url';
import { pullProviderMetrics } from '../../worker/services/metrics/pull-provider-metrics';
import type { SocialDataProvider } from '../../worker/services/social-data/provider';
import { createSandboxProvider } from '../../worker/services/social-data/sandbox-provider';
import { testDb, testEnv } from './helpers';
import { connectSandbox, newCreator, uniqueHandle } from './creator-helpers';
import { asAcme } from './metrics.fixtures';
import { campaignWithDeliverables } from './uploads.fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const sandbox = () => createSandboxProvider({ db: testDb(), secret: testEnv.JWT_SECRET });
const snapshotsOf = (deliverableId: string) =>
  testDb().select().from(postMetrics).where(eq(postMetrics.deliverableId, deliverableId));
const shortcode = () => `C${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** A creator with a connected sandbox Instagram account and an Acme contract: an Instagram reel and a YouTube video. */
const creatorWithInstagram = async () => {
  const creator = await newCreator();
  const handle = uniqueHandle('pulse');
  expect((await connectSandbox(creator.as, 'instagram', handle)).status).toBe(201);
  return { creator, handle, ...(await campaignWithDeliverables({ creatorEmail: creator.email })) };
};

const publish = async (
  creator: { as: Awaited<ReturnType<typeof newCreator>>['as'] },
  deliverableId: string,
  postUrl: string,
) => {
  await testDb().update(deliverables).set({ status: 'approved' }).where(eq(deliverables.id, deliverableId));
  const res = await creator.as.post('/influencer/deliverables/:id/publish/', {
    param: { id: deliverableId },
    json: { post_url: postUrl },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};

/** Live without the publish hook (as the seed or an earlier release left it). */
const markLive = (deliverableId: string, postUrl: string) =>
  testDb()
    .update(deliverables)
    .set({ status: 'published', postUrl, publishedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() })
    .where(eq(deliverables.id, deliverableId));

describe('post figures from the social-data provider', () => {
  it('measures a post right after it is published (link with tracking parameters, on the creator’s handle) and the brand sees the provider as source', async () => {
    const { creator, handle, campaignId, deliverableIds } = await creatorWithInstagram();
    await publish(creator, deliverableIds[0], `https://instagram.com/${handle}/reel/${shortcode()}/?igsh=trk123`);

    const [row] = await vi.waitFor(async () => {
      const rows = await snapshotsOf(deliverableIds[0]);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(row).toMatchObject({ source: 'provider', measuredOn: today(), screenshotUploadId: null });
    expect(row!.impressions).toBeGreaterThanOrEqual(row!.reach);

    const metrics = await asAcme(`/api/brand/campaigns/${campaignId}/metrics/`);
    expect(metrics.status).toBe(200);
    expect(
      ZCampaignMetrics.parse(metrics.json).deliverables.find((d) => d.deliverable_id === deliverableIds[0]),
    ).toMatchObject({ source: 'provider', measured_on: today() });
  });

  it('keeps one snapshot per post and day however often it runs', async () => {
    const { deliverableIds } = await creatorWithInstagram();
    await markLive(deliverableIds[0], `https://www.instagram.com/p/${shortcode()}/`);
    const first = await pullProviderMetrics({ db: testDb(), provider: sandbox(), deliverableIds: [deliverableIds[0]] });
    const again = await pullProviderMetrics({ db: testDb(), provider: sandbox(), deliverableIds: [deliverableIds[0]] });
    expect([first.measured, again.measured]).toEqual([1, 1]);
    expect(await snapshotsOf(deliverableIds[0])).toEqual([
      expect.objectContaining({ source: 'provider', measuredOn: today() }),
    ]);
  });

  it('leaves posts it cannot match unmeasured, without an error: no account on the platform, or a link on another account', async () => {
    const { deliverableIds } = await creatorWithInstagram();
    await markLive(deliverableIds[0], `https://www.instagram.com/someone.else/p/${shortcode()}/`);
    await markLive(deliverableIds[1], 'https://www.youtube.com/watch?v=noAccount1');
    const summary = await pullProviderMetrics({
      db: testDb(),
      provider: sandbox(),
      deliverableIds: [...deliverableIds],
    });
    // The YouTube post is not even tried: its creator has no YouTube account connected.
    expect(summary).toEqual({ measured: 0, kept: 0, unmatched: 1, failed: 0 });
    expect(
      await testDb()
        .select()
        .from(postMetrics)
        .where(inArray(postMetrics.deliverableId, [...deliverableIds])),
    ).toEqual([]);
  });

  it('keeps the figures the creator submitted the same day', async () => {
    const { creator, deliverableIds } = await creatorWithInstagram();
    await markLive(deliverableIds[0], `https://www.instagram.com/p/${shortcode()}/`);
    const figures = { views: 0, impressions: 900, reach: 800, likes: 70, comments: 7, shares: 3, saves: 2 };
    expect(
      (
        await creator.as.post('/influencer/deliverables/:id/metrics/', {
          param: { id: deliverableIds[0] },
          json: figures,
        })
      ).status,
    ).toBe(201);
    const summary = await pullProviderMetrics({
      db: testDb(),
      provider: sandbox(),
      deliverableIds: [deliverableIds[0]],
    });
    expect(summary).toMatchObject({ measured: 0, kept: 1 });
    expect(await snapshotsOf(deliverableIds[0])).toEqual([expect.objectContaining({ source: 'creator', ...figures })]);
  });

  it('skips a post whose provider read fails and measures the others', async () => {
    const broken = await creatorWithInstagram();
    const working = await creatorWithInstagram();
    await markLive(broken.deliverableIds[0], `https://www.instagram.com/p/${shortcode()}/`);
    await markLive(working.deliverableIds[0], `https://www.instagram.com/p/${shortcode()}/`);
    const real = sandbox();
    const flaky: SocialDataProvider = {
      ...real,
      getContents: async (accountId) =>
        (await real.getAccount(accountId))?.handle === broken.handle
          ? Promise.reject(new Error('provider answered 503'))
          : real.getContents(accountId),
    };
    const summary = await pullProviderMetrics({
      db: testDb(),
      provider: flaky,
      deliverableIds: [broken.deliverableIds[0], working.deliverableIds[0]],
    });
    expect(summary).toMatchObject({ measured: 1, failed: 1 });
    expect(await snapshotsOf(broken.deliverableIds[0])).toEqual([]);
    expect(await snapshotsOf(working.deliverableIds[0])).toHaveLength(1);
  });

  it('the scheduled handler measures live posts not measured lately, a bounded number per run', async () => {
    const { deliverableIds } = await creatorWithInstagram();
    await markLive(deliverableIds[0], `https://www.instagram.com/p/${shortcode()}/`);
    const bounded = await pullProviderMetrics({ db: testDb(), provider: sandbox(), limit: 1 });
    expect(bounded.measured + bounded.kept + bounded.unmatched + bounded.failed).toBeLessThanOrEqual(1);
    // Other files' posts may be queued first: each run takes the next batch, oldest-measured first.
    for (let run = 0; run < 10 && (await snapshotsOf(deliverableIds[0])).length === 0; run++) {
      await runScheduledWork(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), testEnv);
    }
    expect(await snapshotsOf(deliverableIds[0])).toEqual([
      expect.objectContaining({ source: 'provider', measuredOn: today() }),
    ]);
  });

  it('finds the seeded live posts on their creators’ sandbox accounts', async () => {
    const seeded = await testDb()
      .select({ postUrl: deliverables.postUrl, accountId: socialAccountData.providerAccountId })
      .from(deliverables)
      .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
      .innerJoin(
        socialAccounts,
        and(
          eq(socialAccounts.creatorId, campaignMatches.creatorId),
          eq(socialAccounts.platform, deliverables.platform),
        ),
      )
      .innerJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
      .where(like(deliverables.postUrl, '%/p/acme-%'));
    expect(seeded.length).toBeGreaterThan(0);
    const provider = sandbox();
    for (const post of seeded)
      expect(
        (await provider.getContents(post.accountId)).some((item) => isSamePost(item.url, post.postUrl)),
        post.postUrl!,
      ).toBe(true);
  });
});
