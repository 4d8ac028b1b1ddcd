import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkinTasks, notifications, staffAuditLog, subscriptions } from '../../db/schema';
import { ZInternalEvent } from '../../worker/schemas/internal-events';
import { freeBrand, publishableCampaign } from './brand-helpers';
import { STAFF, STRATEGIST, as } from './accounts';
import { newCreator, rsvp } from './creator-helpers';
import { api, testDb, uniqueEmail } from './helpers';
import { planId } from './payments-helpers';
import { newStrategist, QUIET_HEALTH } from './internal-fixtures';
import { expectOneWinner } from './race';

/**
 * One winner for the internal area's state changes (events, check-ins, the team), fired 10 at a time; the follow-ups
 * of the winner (notifications, audit rows) exist once.
 */
const N = 10;
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const acmeId = async () =>
  ((await as(STRATEGIST).get('/auth/me/')).json.managed_brands as { id: string; name: string }[]).find(
    (b) => b.name === 'Acme Outdoors',
  )!.id;

const draftEvent = async (capacity: number | null = null) => {
  const res = await as(STRATEGIST).post('/internal/events/', {
    json: {
      brand_id: await acmeId(),
      title: `Race meet-up ${crypto.randomUUID().slice(0, 6)}`,
      description: 'Coffee, then a short run.',
      location: 'Boulder trailhead',
      starts_at: inHours(1),
      ends_at: inHours(3),
      time_zone: 'America/Denver',
      capacity,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return ZInternalEvent.parse(res.json);
};
const publish = (id: string) => as(STRATEGIST).post('/internal/events/:id/publish/', { param: { id } });
/** A fresh creator who answered the event. */
const answered = async (eventId: string, status: 'going' | 'waitlist') => {
  const creator = await newCreator();
  expect(await rsvp(creator.as, eventId, status)).toAnswer(200);
  return creator;
};
const auditRows = (action: string, targetId: string) =>
  testDb()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, targetId)));

describe('races: internal events', () => {
  it('publishing an event 10 times at once publishes it once', async () => {
    const event = await draftEvent();
    const won = await expectOneWinner(N, () => publish(event.id));
    expect(ZInternalEvent.parse(won.json).status).toBe('published');
  });

  it('cancelling an event 10 times at once cancels it once and tells each attendee once', async () => {
    const event = await draftEvent();
    expect(await publish(event.id)).toAnswer(200);
    const going = await answered(event.id, 'going');
    await expectOneWinner(N, () => as(STRATEGIST).post('/internal/events/:id/cancel/', { param: { id: event.id } }));
    const notes = (await going.as.get('/notification/my/', { query: { all: 'true' } })).json as {
      kind: string;
      title: string;
    }[];
    expect(notes.filter((n) => n.kind === 'event.cancelled' && n.title.includes(event.title))).toHaveLength(1);
  });

  it('promoting a waitlisted creator 10 times at once moves them in once', async () => {
    const event = await draftEvent(1);
    expect(await publish(event.id)).toAnswer(200);
    await answered(event.id, 'going');
    const waiting = await answered(event.id, 'waitlist');
    const grow = await as(STRATEGIST).put('/internal/events/:id/', {
      param: { id: event.id },
      json: { ...event, capacity: 2 },
    });
    expect(grow.status, JSON.stringify(grow.json)).toBe(200);
    await expectOneWinner(N, () =>
      as(STRATEGIST).post('/internal/events/:id/attendees/:creatorId/promote/', {
        param: { id: event.id, creatorId: waiting.profileId },
      }),
    );
  });

  it('checking an attendee in 10 times at once checks them in once', async () => {
    const event = await draftEvent();
    expect(await publish(event.id)).toAnswer(200);
    const going = await answered(event.id, 'going');
    await expectOneWinner(N, () =>
      as(STRATEGIST).post('/internal/events/:id/attendees/:creatorId/check-in/', {
        param: { id: event.id, creatorId: going.profileId },
      }),
    );
  });
});

describe('races: check-ins and the internal team', () => {
  it('an Enterprise brand asking 10 times at once for a managed campaign asks once: one notice', async () => {
    const brand = await freeBrand();
    await testDb()
      .update(subscriptions)
      .set({ planId: await planId('Enterprise') })
      .where(eq(subscriptions.brandId, brand.brandId));
    const strategist = await newStrategist(brand.brandId);
    const campaign = await api.post('/brand/campaign/create/', {
      token: brand.token,
      json: { ...publishableCampaign(), status: 'active' },
    });
    expect(campaign.status, JSON.stringify(campaign.json)).toBe(201);
    // Asking again for what is already so answers 200 unchanged; at the same time, the losers get a 409.
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        api.patch('/brand/campaigns/:id/managed/', {
          param: { id: campaign.json.id },
          token: brand.token,
          json: { is_managed: true },
        }),
      ),
    );
    expect(answers.filter((a) => ![200, 409].includes(a.status))).toEqual([]);
    const notices = await testDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, strategist.id), eq(notifications.kind, 'campaign.managed')));
    expect(notices).toHaveLength(1);
  });

  it('completing a check-in 10 times at once completes it once', async () => {
    const brandId = await acmeId();
    const campaign = await as(STRATEGIST).post('/brand/campaign/create/', {
      headers: { 'x-selected-brand': brandId },
      json: { ...publishableCampaign(), status: 'active' },
    });
    expect(campaign.status, JSON.stringify(campaign.json)).toBe(201);
    const schedule = await as(STRATEGIST).put('/internal/campaigns/:id/check-in/', {
      param: { id: campaign.json.id },
      headers: { 'x-selected-brand': brandId },
      json: { interval_days: 7, next_due_at: inHours(24) },
    });
    expect(schedule.status, JSON.stringify(schedule.json)).toBe(200);
    // The task as the scheduler opens it (running the scheduler here would take other files' due check-ins).
    const [task] = await testDb()
      .insert(checkinTasks)
      .values({
        checkinId: schedule.json.id,
        campaignId: campaign.json.id,
        brandId,
        dueAt: new Date().toISOString(),
        health: QUIET_HEALTH,
      })
      .returning();
    await expectOneWinner(N, () =>
      as(STRATEGIST).post('/internal/check-ins/:id/complete/', {
        param: { id: task!.id },
        json: { notes: 'Spoke to the brand.' },
      }),
    );
    const [row] = await testDb().select().from(checkinTasks).where(eq(checkinTasks.id, task!.id));
    expect(row).toMatchObject({ status: 'done', notes: 'Spoke to the brand.' });
  });

  it('deactivating a strategist 10 times at once deactivates once, with one audit row', async () => {
    const target = await newStrategist();
    await expectOneWinner(N, () => as(STAFF).post('/internal/team/:id/deactivate/', { param: { id: target.id } }));
    expect(await auditRows('user.deactivate', target.id)).toHaveLength(1);
  });

  it('handing a brand over 10 times at once hands it over once, with one notice and one audit row', async () => {
    const brand = await freeBrand();
    const from = await newStrategist(brand.brandId);
    const to = await newStrategist();
    await expectOneWinner(N, () =>
      as(STAFF).post('/internal/team/reassign/', {
        json: { brand_id: brand.brandId, from_strategist_id: from.id, to_strategist_id: to.id },
      }),
    );
    const notices = await testDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, to.id), eq(notifications.kind, 'brand.assigned')));
    expect(notices).toHaveLength(1);
    expect(await auditRows('brand.reassign_strategist', brand.brandId)).toHaveLength(1);
  });

  it('withdrawing an internal invitation 10 times at once withdraws it once', async () => {
    const sent = await as(STAFF).post('/internal/team/invitations/', {
      json: { email: uniqueEmail('race.invitee'), kind: 'strategist' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const won = await expectOneWinner(N, () =>
      as(STAFF).post('/internal/team/invitations/:id/withdraw/', { param: { id: sent.json.id } }),
    );
    expect(won.json.status).toBe('revoked');
  });
});
