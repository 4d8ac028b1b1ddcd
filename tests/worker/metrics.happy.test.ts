import { SELF } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, metricsRequests, postMetrics, users } from '../../db/schema';
import {
  ZCampaignMetrics,
  ZCreatorPostMetrics,
  ZMetricsRequestResult,
  ZPostMetricsSnapshot,
} from '../../worker/schemas/metrics';
import { api, login, testDb } from './helpers';
import { roundTripsOf } from './worker-fetch';
import { domainEventsOf } from './outbox-fixtures';
import { OWNER, tokenOf } from './accounts';
import { addSnapshot, asAcme, campaignWithPosts, otherGrowthBrand } from './metrics.fixtures';
import { fakeMedia, uploadSingle } from './uploads.fixtures';

/** A post's figures on its first measured day (two tests build on them). */
const FIRST_DAY = { impressions: 10_000, reach: 8_000, likes: 400, comments: 40, shares: 30, saves: 30 };

const metricsOf = async (campaignId: string) => {
  const res = await asAcme(`/api/brand/campaigns/${campaignId}/metrics/`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ZCampaignMetrics.parse(res.json);
};

const seedPosts = async () => {
  const fixture = await campaignWithPosts();
  const [first, second] = fixture.deliverableIds;
  await addSnapshot(fixture.campaignId, first, '2030-05-02', FIRST_DAY);
  await addSnapshot(fixture.campaignId, first, '2030-05-04', {
    impressions: 20_000,
    reach: 16_000,
    likes: 800,
    comments: 80,
    shares: 60,
    saves: 60,
  });
  await addSnapshot(
    fixture.campaignId,
    second,
    '2030-05-03',
    { views: 5_000, impressions: 6_000, reach: 4_000, likes: 200, comments: 20, shares: 10, saves: 10 },
    'creator',
  );
  return fixture;
};

describe('campaign metrics', () => {
  it('totals the latest figures of every live post and derives engagement rate, CPM, CPE and EMV', async () => {
    const { campaignId, deliverableIds } = await seedPosts();
    const m = await metricsOf(campaignId);
    expect(m.totals).toEqual({
      posts: 2,
      views: 5_000,
      impressions: 26_000,
      reach: 20_000,
      likes: 1_000,
      comments: 100,
      shares: 70,
      saves: 70,
      engagements: 1_240,
      engagement_rate: 6.2,
      spend_cents: 80_000,
      cpm_cents: 3_077,
      cpe_cents: 65,
      // 26,000 × 0.5¢ + 1,000 × 10¢ + 100 × 50¢ + 70 × 75¢ + 70 × 50¢
      emv_cents: 36_750,
    });
    const first = m.deliverables.find((d) => d.deliverable_id === deliverableIds[0])!;
    expect(first).toMatchObject({
      source: 'provider',
      measured_on: '2030-05-04',
      post_url: 'https://www.instagram.com/p/first',
      figures: { engagement_rate: 6.25, cpm_cents: 2_500, cpe_cents: 50, spend_cents: 50_000 },
    });
    expect(m.deliverables.find((d) => d.deliverable_id === deliverableIds[1])).toMatchObject({
      source: 'creator',
      measured_on: '2030-05-03',
    });
    expect(m.creators).toEqual([
      expect.objectContaining({ creator: expect.objectContaining({ name: 'Test Creator' }), figures: m.totals }),
    ]);
    expect(m.last_measured_on).toBe('2030-05-04');
  });

  it('draws the daily series with each post’s latest figures carried forward', async () => {
    const { campaignId } = await seedPosts();
    const { series } = await metricsOf(campaignId);
    expect(series.map((d) => [d.date, d.impressions, d.engagements])).toEqual([
      ['2030-05-02', 10_000, 500],
      ['2030-05-03', 16_000, 740],
      ['2030-05-04', 26_000, 1_240],
    ]);
  });

  it('leaves live posts without figures out of the totals, and says how many there are', async () => {
    const { campaignId } = await campaignWithPosts();
    const m = await metricsOf(campaignId);
    expect(m.totals).toMatchObject({
      posts: 0,
      impressions: 0,
      engagement_rate: null,
      cpm_cents: null,
      cpe_cents: null,
      emv_cents: 0,
      spend_cents: 0,
    });
    expect(m.posts_without_figures).toBe(2);
    expect(m.deliverables.map((d) => d.measured_on)).toEqual([null, null]);
    expect(m.series).toEqual([]);
  });

  it('does not let a post with no figures yet dilute the measured posts’ rates', async () => {
    const fixture = await campaignWithPosts();
    await addSnapshot(fixture.campaignId, fixture.deliverableIds[0]!, '2030-05-02', FIRST_DAY);
    const m = await metricsOf(fixture.campaignId);
    const measured = m.deliverables.find((d) => d.deliverable_id === fixture.deliverableIds[0])!;
    expect(m.posts_without_figures).toBe(1);
    expect(m.totals).toMatchObject({
      posts: 1,
      spend_cents: measured.figures.spend_cents,
      cpe_cents: measured.figures.cpe_cents,
      engagement_rate: measured.figures.engagement_rate,
    });
  });

  it('has 14 days of figures for the seeded live posts of Acme', async () => {
    const [campaign] = await testDb().select().from(campaigns).where(eq(campaigns.title, 'Trail Mix & Bottles Collab'));
    const m = await metricsOf(campaign!.id);
    expect(m.deliverables.length).toBeGreaterThan(0);
    expect(m.series).toHaveLength(14);
    expect(m.series.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(m.series.at(-1)!.impressions).toBe(m.totals.impressions);
    expect(m.totals.impressions).toBeGreaterThan(m.series[0]!.impressions);
  });

  it('exports the report as CSV: one line per post and the total, with formula-like text defused', async () => {
    const { campaignId, creator } = await seedPosts();
    await testDb().update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, creator.userId));
    const res = await SELF.fetch(`http://localhost/api/brand/campaigns/${campaignId}/metrics.csv`, {
      headers: { authorization: `Bearer ${await tokenOf(OWNER)}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="trail-test-[a-z0-9]+-metrics\.csv"/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'creator,deliverable,platform,post_url,published_at,measured_on,source,posts,views,impressions,reach,likes,comments,shares,saves,engagements,engagement_rate_pct,spend,cpm,cpe,emv,currency',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\) Creator",reel,instagram,/);
    expect(lines[3]).toBe(
      'Total,,,,,2030-05-04,,2,5000,26000,20000,1000,100,70,70,1240,6.2,800.00,30.77,0.65,367.50,USD',
    );
  });

  it('asks the creator for figures; the creator reports them with a screenshot; the request is answered', async () => {
    const { campaignId, matchId, deliverableIds, creator: poster } = await campaignWithPosts();
    const asked = await asAcme('/api/brand/request-metrics/', {
      body: { match_id: matchId, message: 'Could you share your insights?' },
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    expect(
      ZMetricsRequestResult.parse(asked.json)
        .requests.map((r) => r.deliverable_id)
        .sort(),
    ).toEqual([...deliverableIds].sort());
    const events = await domainEventsOf('metrics.requested', { match_id: matchId });
    expect(events).toHaveLength(1);
    expect((await metricsOf(campaignId)).deliverables.every((d) => d.metrics_requested_at !== null)).toBe(true);

    const creator = poster.token;
    const open = await api.get('/influencer/deliverables/:id/metrics/', {
      param: { id: deliverableIds[0] },
      token: creator,
    });
    expect(ZCreatorPostMetrics.parse(open.json).open_request).toMatchObject({
      message: 'Could you share your insights?',
    });

    const shot = await uploadSingle(creator, 'insights.png', fakeMedia('png', 4_000), 'image/png');
    expect(shot.status, JSON.stringify(shot.json)).toBe(201);
    const figures = {
      views: 9_000,
      impressions: 12_000,
      reach: 9_500,
      likes: 700,
      comments: 50,
      shares: 20,
      saves: 30,
      screenshot_upload_id: shot.json.id,
    };
    const sent = await api.post('/influencer/deliverables/:id/metrics/', {
      param: { id: deliverableIds[0] },
      token: creator,
      json: figures,
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(ZPostMetricsSnapshot.parse(sent.json)).toMatchObject({
      source: 'creator',
      impressions: 12_000,
      measured_on: new Date().toISOString().slice(0, 10),
    });
    // Sending again the same day replaces the day's figures.
    expect(
      (
        await api.post('/influencer/deliverables/:id/metrics/', {
          param: { id: deliverableIds[0] },
          token: creator,
          json: { ...figures, likes: 720 },
        })
      ).status,
    ).toBe(201);
    expect(
      await testDb().select().from(postMetrics).where(eq(postMetrics.deliverableId, deliverableIds[0])),
    ).toHaveLength(1);

    const answered = await testDb()
      .select()
      .from(metricsRequests)
      .where(inArray(metricsRequests.deliverableId, [...deliverableIds]));
    expect(answered.find((r) => r.deliverableId === deliverableIds[0])?.fulfilledAt).not.toBeNull();
    expect(answered.find((r) => r.deliverableId === deliverableIds[1])?.fulfilledAt).toBeNull();

    const post = (await metricsOf(campaignId)).deliverables.find((d) => d.deliverable_id === deliverableIds[0])!;
    expect(post).toMatchObject({ source: 'creator', metrics_requested_at: null, figures: { likes: 720 } });
    const screenshotAs = (token: string) =>
      SELF.fetch(`http://localhost${post.screenshot_url}`, { headers: { authorization: `Bearer ${token}` } });
    const image = await screenshotAs(await tokenOf(OWNER));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The post's ownership, its newest screenshot and the session in one batch (issue 15).
    expect(roundTripsOf(image.headers)).toBe(1);
    const other = await otherGrowthBrand();
    expect((await screenshotAs(other.token)).status).toBe(404);
    const session = (await login(OWNER)).json.token;
    expect((await screenshotAs(session)).status).toBe(200);
    expect((await api.post('/auth/logout/', { token: session })).status).toBeLessThan(300);
    expect((await screenshotAs(session)).status).toBe(401);
  });
});
