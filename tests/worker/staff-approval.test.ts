import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../../db/schema';
import { ZApprovalQueue, ZAuditPage, ZCreatorDecision } from '../../worker/schemas/staff';
import { CREATOR, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { influencerApprove, staffApprove, staffReject } from './creator-helpers';
import type { ApiRequestParts } from './api';
import { callRaw, clientFor, login, testDb } from './helpers';

type QueueState = NonNullable<ApiRequestParts<'/staff/creators/approval-queue/', 'get'>['query']>['state'];
import { deliverEvents, eventsFor } from './outbox-fixtures';
import { waitingCreator } from './staff-fixtures';

const queue = async (state: QueueState = 'waiting') =>
  ZApprovalQueue.parse((await as(STAFF).get('/staff/creators/approval-queue/', { query: { state } })).json);

describe('staff approval queue (happy)', () => {
  it('lists a creator who finished onboarding with accounts and rates; approving notifies them once by e-mail and in the app', async () => {
    const creator = await waitingCreator();
    const item = (await queue()).results.find((r) => r.id === creator.profileId);
    expect(item).toMatchObject({
      email: creator.email,
      niches: ['Outdoors'],
      location: expect.stringContaining('Denver'),
      changes_asked: null,
    });
    expect(item!.accounts).toHaveLength(1);
    expect(item!.accounts[0]!.followers).toBeGreaterThan(0);

    const approved = await staffApprove(creator.profileId);
    expect(approved).toAnswer(200);
    expect(approved.json).toMatchObject({
      status: 'ACTIVE',
      onboarding: { onboarding_complete: true, notified_approved: true },
    });
    expect((await queue()).results.map((r) => r.id)).not.toContain(creator.profileId);

    const ids = await eventsFor('creator.approved', creator.userId);
    expect(ids).toHaveLength(1);
    await deliverEvents([...ids, ...ids]);
    const db = testDb();
    expect(await db.select().from(notifications).where(eq(notifications.userId, creator.userId))).toHaveLength(1);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, creator.email));
    expect(mails.filter((m) => m.subject === 'Your profile is approved')).toHaveLength(1);
    expect((await creator.as.get('/auth/me/')).json).toMatchObject({
      status: 'ACTIVE',
      notifications: 1,
      onboarding: { notified_approved: true, read_approval_notification: false },
    });

    const audit = ZAuditPage.parse(
      (await as(STAFF).get('/staff/audit-log/', { query: { target_id: creator.userId } })).json,
    );
    expect(audit.results[0]).toMatchObject({
      action: 'creator.approve',
      actor_email: STAFF,
      before: { status: 'PENDING' },
      after: { status: 'ACTIVE' },
    });
  });

  it('rejects with a reason: the creator is told why, leaves the queue and comes back when they resubmit', async () => {
    const creator = await waitingCreator();
    const rejected = await staffReject(creator.profileId, 'Please add a longer bio about the gear you review.');
    expect(rejected).toAnswer(200);
    expect(ZCreatorDecision.parse(rejected.json).latest_review.decision).toBe('rejected');
    expect((await queue()).results.map((r) => r.id)).not.toContain(creator.profileId);
    expect((await queue('rejected')).results.map((r) => r.id)).toContain(creator.profileId);
    await deliverEvents(await eventsFor('creator.rejected', creator.userId));
    const mail = (await testDb().select().from(emailOutbox).where(eq(emailOutbox.toEmail, creator.email))).find((m) =>
      m.subject.includes('changes'),
    );
    expect(mail?.text).toContain('Please add a longer bio');

    const review = await creator.as.get('/influencer/review/');
    expect(review.json.latest_review).toMatchObject({
      decision: 'rejected',
      reason: 'Please add a longer bio about the gear you review.',
    });
    expect((await creator.as.post('/influencer/review/')).json.latest_review!.decision).toBe('requested');
    // Staff check the resubmitted profile against what they asked, with the photo they may have asked for.
    expect((await queue()).results.find((r) => r.id === creator.profileId)).toMatchObject({
      latest_review: { decision: 'requested' },
      changes_asked: 'Please add a longer bio about the gear you review.',
      display_picture: null,
    });
    expect((await creator.as.post('/influencer/review/')).status).toBe(409);
  });

  it('lets a strategist approve through the creator API, as before', async () => {
    const creator = await waitingCreator();
    expect(await influencerApprove(creator.profileId, as(STRATEGIST))).toAnswer(200);
    expect(await eventsFor('creator.approved', creator.userId)).toHaveLength(1);
  });
});

describe('staff approval queue (errors)', () => {
  it('refuses a short reason, a second decision and unknown creators', async () => {
    const creator = await waitingCreator();
    const short = await staffReject(creator.profileId, 'no');
    expect(short).toAnswer(400);
    expect(short.error.fields.reason).toBeDefined();
    expect((await as(STAFF).raw(`/api/staff/creators/${creator.profileId}/reject/`, { rawBody: '{' })).status).toBe(
      400,
    );
    expect(await staffApprove(crypto.randomUUID())).toAnswer(404);
    expect(await staffApprove('not-a-uuid')).toAnswer(400);
    expect(await staffApprove(creator.profileId)).toAnswer(200);
    expect(await staffApprove(creator.profileId)).toAnswer(409);
    expect(await staffReject(creator.profileId, 'Too late for this one, sorry.')).toAnswer(409);
    expect((await as(STAFF).raw('/api/staff/creators/approval-queue/?state=everything')).status).toBe(400);
  });
});

describe('staff approval queue (security)', () => {
  it('is 404 for everyone but staff', async () => {
    const creator = await waitingCreator();
    const routes = [
      { path: '/api/staff/creators/approval-queue/' },
      { path: `/api/staff/creators/${creator.profileId}/approve/`, method: 'POST' },
      { path: `/api/staff/creators/${creator.profileId}/reject/`, body: { reason: 'Not staff, should never work.' } },
      { path: '/api/staff/audit-log/' },
    ];
    for (const route of routes) {
      expect((await callRaw(route.path, route)).status, `anonymous ${route.path}`).toBe(404);
      for (const who of [OWNER, CREATOR, STRATEGIST, 'brand.member@demo.test', 'other.brand@demo.test']) {
        expect((await as(who).raw(route.path, route)).status, `${who} ${route.path}`).toBe(404);
      }
      expect((await creator.as.raw(route.path, route)).status).toBe(404);
    }
    expect((await creator.as.get('/auth/me/')).json.status).toBe('PENDING');
  });
});

describe('staff approval queue (suspended staff)', () => {
  it('refuses a suspended staff member’s approve and reject with 403 account_suspended; the creator still waits', async () => {
    const db = testDb();
    const [demo] = await db.select().from(users).where(eq(users.email, STAFF));
    const id = crypto.randomUUID();
    const email = `staff.${id.slice(0, 8)}@example.test`;
    await db.insert(users).values({ ...demo!, id, email });
    const token = (await login(email)).json.token as string;
    const creator = await waitingCreator();
    await db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, id));
    const by = clientFor(token);
    for (const refused of [
      await staffApprove(creator.profileId, by),
      await staffReject(creator.profileId, 'Suspended staff should never decide this.', by),
    ]) {
      expect(refused).toAnswer(403);
      expect(refused.error.code).toBe('account_suspended');
    }
    expect((await creator.as.get('/auth/me/')).json.status).toBe('PENDING');
  });
});
