import { createScheduledController } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignCheckins, checkinTasks, strategistBrands, subscriptions, users } from '../../db/schema';
import { runScheduledWork } from '../../worker/scheduled';
import {
  ZBrandCheckinList,
  ZCheckinSchedule,
  ZCheckinTask,
  ZCheckinTaskList,
} from '../../worker/schemas/internal-checkins';
import { CREATOR, NORTHWIND, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { actingFor, createActiveCampaign, freeBrand, publishableCampaign } from './brand-helpers';
import { type Client, api, clientFor, login, testDb, testEnv } from './helpers';
import { roundTripsOf } from './worker-fetch';
import { planId } from './payments-helpers';

const runScheduled = () =>
  runScheduledWork(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), testEnv);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** An Acme campaign whose weekly check-in is already due. */
const dueAcmeCampaign = async () => {
  const headers = await actingFor('Acme Outdoors');
  const campaign = await createActiveCampaign(STRATEGIST, headers);
  const res = await scheduleCheckin(STRATEGIST, campaign.id, { interval_days: 7, next_due_at: minutesAgo(1) });
  expect(res).toAnswer(200);
  return { campaign, brandId: headers['x-selected-brand'], schedule: ZCheckinSchedule.parse(res.json) };
};

/** The check-in moves, each as the given caller. */
const scheduleCheckin = (who: string, campaignId: string, json = {}) =>
  as(who).put('/internal/campaigns/:id/check-in/', { param: { id: campaignId }, json });
const completeTask = (who: string, taskId: string, notes: string) =>
  as(who).post('/internal/check-ins/:id/complete/', { param: { id: taskId }, json: { notes } });
const tasksPage = (who: string, brandId: string) =>
  as(who).get('/internal/organizations/:id/check-ins/', { param: { id: brandId } });
const brandCheckins = (client: Client, campaignId: string) =>
  client.get('/brand/campaigns/:id/check-ins/', { param: { id: campaignId } });
const askManaged = (client: Client, campaignId: string) =>
  client.patch('/brand/campaigns/:id/managed/', { param: { id: campaignId }, json: { is_managed: true } });

const tasksOf = async (campaignId: string) =>
  testDb().select().from(checkinTasks).where(eq(checkinTasks.campaignId, campaignId));

/**
 * A brand on Enterprise (Managed Campaigns, Account Manager) with an active campaign, managed by a strategist of its
 * own (so the demo strategist's brands stay as other tests expect). The strategist signs in with the demo password.
 */
const enterpriseBrand = async () => {
  const brand = await freeBrand();
  const db = testDb();
  await db
    .update(subscriptions)
    .set({ planId: await planId('Enterprise') })
    .where(eq(subscriptions.brandId, brand.brandId));
  const [demo] = await db.select().from(users).where(eq(users.email, STRATEGIST));
  const strategistEmail = `strategist.${crypto.randomUUID().slice(0, 8)}@example.test`;
  const strategistId = crypto.randomUUID();
  await db
    .insert(users)
    .values({ ...demo!, id: strategistId, email: strategistEmail, firstName: 'Erin', lastName: 'Enterprise' });
  await db.insert(strategistBrands).values({ strategistId, brandId: brand.brandId });
  const created = await api.post('/brand/campaign/create/', {
    token: brand.token,
    json: { ...publishableCampaign(), status: 'active' },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { ...brand, as: clientFor(brand.token), campaignId: created.json.id as string, strategistEmail };
};

describe('campaign check-ins: happy paths', () => {
  it('the scheduled handler turns a due check-in into one task and a notification for the strategist', async () => {
    const { campaign, schedule } = await dueAcmeCampaign();
    await runScheduled();
    const tasks = await tasksOf(campaign.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.status).toBe('open');
    expect(tasks[0]!.dueAt).toBe(schedule.next_due_at);
    const [next] = await testDb().select().from(campaignCheckins).where(eq(campaignCheckins.campaignId, campaign.id));
    expect(Date.parse(next!.nextDueAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const mine = await as(STRATEGIST).get('/notification/my/', { query: { all: 'true' } });
    const note = (mine.json as { title: string; link: string; body: string }[]).find(
      (n) => n.title === `Check-in due: “${campaign.title}”`,
    );
    expect(note?.body).toContain('No creators invited yet');
    expect(note?.link).toContain('/internal/organizations/');

    // Running again (or twice at once) opens nothing new.
    await Promise.all([runScheduled(), runScheduled()]);
    expect(await tasksOf(campaign.id)).toHaveLength(1);
  });

  it('a strategist closes a task with notes, and a brand with Campaign Check-ins reads them', async () => {
    const { campaign, brandId } = await dueAcmeCampaign();
    await runScheduled();
    const list = ZCheckinTaskList.parse((await tasksPage(STRATEGIST, brandId)).json);
    const task = list.results.find((t) => t.campaign.id === campaign.id && t.status === 'open')!;
    expect(task.health.level).toBe('needs_attention');
    const done = await completeTask(STRATEGIST, task.id, 'Invited six trail runners; offers go out Monday.');
    expect(done).toAnswer(200);
    expect(ZCheckinTask.parse(done.json)).toMatchObject({ status: 'done', completed_by: { name: 'Sam Ortiz' } });

    const brandView = await brandCheckins(as(OWNER), campaign.id);
    expect(brandView).toAnswer(200);
    const seen = ZBrandCheckinList.parse(brandView.json);
    expect(seen.interval_days).toBe(7);
    expect(seen.results[0]).toMatchObject({
      notes: 'Invited six trail runners; offers go out Monday.',
      strategist_name: 'Sam Ortiz',
    });
  });

  it('closes a check-in in two round trips (the session folded into its read); signed out, the next close is a 401', async () => {
    const { campaign, brandId } = await dueAcmeCampaign();
    await runScheduled();
    const task = ZCheckinTaskList.parse((await tasksPage(STRATEGIST, brandId)).json).results.find(
      (t) => t.campaign.id === campaign.id && t.status === 'open',
    )!;
    const strategist = clientFor((await login(STRATEGIST)).json.token as string);
    await strategist.post('/auth/logout/');
    const close = { param: { id: task.id }, json: { notes: 'Two offers out.' } };
    expect(await strategist.post('/internal/check-ins/:id/complete/', close)).toAnswer(401);
    const done = await as(STRATEGIST).post('/internal/check-ins/:id/complete/', close);
    expect(ZCheckinTask.parse(done.json)).toMatchObject({ status: 'done', notes: 'Two offers out.' });
    expect(roundTripsOf(done.headers)).toBe(2);
    const rescheduled = await scheduleCheckin(STRATEGIST, campaign.id, { interval_days: 14 });
    expect(ZCheckinSchedule.parse(rescheduled.json)).toMatchObject({ campaign_id: campaign.id, interval_days: 14 });
    expect(roundTripsOf(rescheduled.headers)).toBe(2);
  });

  it('an Enterprise brand asks for a managed campaign: flag, weekly check-in and a notification for its strategist', async () => {
    const brand = await enterpriseBrand();
    const res = await askManaged(brand.as, brand.campaignId);
    expect(res).toAnswer(200);
    expect(res.json.is_managed).toBe(true);
    const [checkin] = await testDb()
      .select()
      .from(campaignCheckins)
      .where(eq(campaignCheckins.campaignId, brand.campaignId));
    expect(checkin).toMatchObject({ intervalDays: 7, isActive: true });
    const mine = await as(brand.strategistEmail).get('/notification/my/', { query: { all: 'true' } });
    expect(
      (mine.json as { kind: string; link: string }[]).some(
        (n) => n.kind === 'campaign.managed' && n.link.includes(brand.brandId),
      ),
    ).toBe(true);
    const org = await as(brand.strategistEmail).get('/internal/organizations/:id/', {
      param: { id: brand.brandId },
    });
    expect(org.json.campaigns.find((c: { id: string }) => c.id === brand.campaignId)).toMatchObject({
      is_managed: true,
      checkin: { interval_days: 7 },
    });
    // Asking twice changes nothing more.
    expect(await askManaged(brand.as, brand.campaignId)).toAnswer(200);
  });

  it('check-ins of campaigns that are no longer active are switched off, not turned into tasks', async () => {
    const { campaign } = await dueAcmeCampaign();
    await testDb()
      .update(campaignCheckins)
      .set({ nextDueAt: minutesAgo(1) })
      .where(eq(campaignCheckins.campaignId, campaign.id));
    const headers = await actingFor('Acme Outdoors');
    const done = await as(OWNER).patch('/brand/campaign/update/:id/', {
      param: { id: campaign.id },
      json: { status: 'completed' },
      headers,
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    await runScheduled();
    expect(await tasksOf(campaign.id)).toHaveLength(0);
    const [checkin] = await testDb()
      .select()
      .from(campaignCheckins)
      .where(eq(campaignCheckins.campaignId, campaign.id));
    expect(checkin!.isActive).toBe(false);
  });
});

describe('campaign check-ins: errors', () => {
  it('refuses bad schedules and empty notes; a done task is a 409', async () => {
    const { campaign, brandId } = await dueAcmeCampaign();
    for (const body of [
      { interval_days: 0 },
      { interval_days: 365 },
      { next_due_at: 'tomorrow' },
      { interval_days: 'weekly' },
    ]) {
      expect(
        (await as(STRATEGIST).raw(`/api/internal/campaigns/${campaign.id}/check-in/`, { method: 'PUT', body })).status,
      ).toBe(400);
    }
    await runScheduled();
    const task = ZCheckinTaskList.parse((await tasksPage(STRATEGIST, brandId)).json).results.find(
      (t) => t.campaign.id === campaign.id,
    )!;
    expect(await completeTask(STRATEGIST, task.id, ' ')).toAnswer(400);
    expect(await completeTask(STRATEGIST, task.id, 'Done.')).toAnswer(200);
    expect(await completeTask(STAFF, task.id, 'Again.')).toAnswer(409);
    expect(await completeTask(STRATEGIST, crypto.randomUUID(), 'x')).toAnswer(404);
  });

  it('a brand without the feature gets 403 feature_not_in_plan; the wrong brand gets 404', async () => {
    const { campaign } = await dueAcmeCampaign();
    expect(await brandCheckins(as(NORTHWIND), campaign.id)).toAnswer(403, 'feature_not_in_plan');
    expect(await askManaged(as(OWNER), campaign.id)).toAnswer(403);
    const enterprise = await enterpriseBrand();
    expect(await askManaged(enterprise.as, campaign.id)).toAnswer(404);
    expect(await brandCheckins(enterprise.as, campaign.id)).toAnswer(404);
  });
});

describe('campaign check-ins: security', () => {
  it('a strategist cannot schedule, list or close check-ins of a brand they do not manage (404)', async () => {
    const brand = await freeBrand();
    const created = await api.post('/brand/campaign/create/', {
      token: brand.token,
      json: { ...publishableCampaign(), status: 'draft' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(await scheduleCheckin(STRATEGIST, created.json.id)).toAnswer(404);
    expect(await tasksPage(STRATEGIST, brand.brandId)).toAnswer(404);
    expect(await scheduleCheckin(STAFF, created.json.id)).toAnswer(200);
  });

  it('brands and creators never reach the internal check-in endpoints', async () => {
    const { campaign, brandId } = await dueAcmeCampaign();
    for (const who of [OWNER, CREATOR]) {
      expect(
        (await as(who).raw(`/api/internal/campaigns/${campaign.id}/check-in/`, { method: 'PUT', body: {} })).status,
      ).toBe(403);
      expect(await tasksPage(who, brandId)).toAnswer(403);
    }
    expect(await brandCheckins(as(CREATOR), campaign.id)).toAnswer(403);
  });
});
