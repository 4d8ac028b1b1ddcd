import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strategistBrands, users } from '../../db/schema';
import { OWNER, STAFF } from './accounts';
import { freeBrand } from './brand-helpers';
import { newCreator, rsvp } from './creator-helpers';
import { api, callRaw, clientFor, login, testDb, uniqueEmail } from './helpers';
import { newStrategist } from './internal-fixtures';
import { roundTripsOf } from './worker-fetch';

/**
 * Session folding for the staff console, the strategists' internal pages and support (worker/lib/session-fold.ts):
 * one round trip each, and the session row, the account's status and the strategist's brand links still decide on
 * the very next request.
 */
const STAFF_FOLDED = [
  '/api/staff/users/',
  '/api/staff/brands/',
  '/api/staff/strategists/',
  '/api/staff/creators/approval-queue/',
  '/api/staff/audit-log/',
  '/api/staff/support/',
  '/api/staff/operations/outbox/',
  '/api/staff/operations/dead-letters/',
  '/api/staff/operations/scheduled-runs/',
  '/api/internal/team/',
  '/api/internal/team/invitations/',
  '/api/internal/organizations/',
  '/api/internal/events/',
  '/api/support/requests/',
];
const orgPaths = (brandId: string) => [
  `/api/internal/organizations/${brandId}/`,
  `/api/internal/organizations/${brandId}/creators/`,
  `/api/internal/organizations/${brandId}/notes/`,
  `/api/internal/organizations/${brandId}/check-ins/`,
];

const get = async (path: string, token: string) => {
  const res = await callRaw(path, { token });
  return { status: res.status, json: res.json, roundTrips: roundTripsOf(res.headers) };
};
const signOut = async (token: string) => expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);
const acmeId = async () => (await login(OWNER)).json.user.brand!.id;

describe('staff, internal and support reads with the session folded in', () => {
  it('answers staff in one round trip each, and nothing after signing out', async () => {
    const { token } = (await login(STAFF)).json;
    for (const path of STAFF_FOLDED) {
      const res = await get(path, token);
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
      expect(res.roundTrips, path).toBe(1);
    }
    await signOut(token);
    for (const path of STAFF_FOLDED) {
      const res = await get(path, token);
      expect(res.status, path).toBe(401);
      expect(res.json.results, path).toBeUndefined();
    }
  });

  it('keeps the staff console invisible to other accounts (404, no data)', async () => {
    const { token } = (await login(OWNER)).json;
    for (const path of STAFF_FOLDED.filter((p) => p.startsWith('/api/staff/'))) {
      const res = await get(path, token);
      expect(res.status, path).toBe(404);
      expect(res.json.results, path).toBeUndefined();
    }
  });

  it('answers a strategist’s organization in one round trip, and 404 once the brand is no longer theirs', async () => {
    const brandId = await acmeId();
    const strategist = await newStrategist(brandId);
    const { token } = (await login(strategist.email)).json;
    for (const path of orgPaths(brandId)) {
      const res = await get(path, token);
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
      expect(res.roundTrips, path).toBe(1);
    }
    await testDb()
      .delete(strategistBrands)
      .where(and(eq(strategistBrands.strategistId, strategist.id), eq(strategistBrands.brandId, brandId)));
    for (const path of orgPaths(brandId)) {
      const res = await get(path, token);
      expect(res.status, path).toBe(404);
      expect(res.json.results, path).toBeUndefined();
      expect(res.json.members, path).toBeUndefined();
    }
  });

  it('refuses a suspended strategist on the very next request, with no data', async () => {
    const brandId = await acmeId();
    const strategist = await newStrategist(brandId);
    const { token } = (await login(strategist.email)).json;
    expect((await get('/api/internal/organizations/', token)).status).toBe(200);
    await testDb().update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, strategist.id));
    for (const path of ['/api/internal/organizations/', ...orgPaths(brandId)]) {
      const res = await get(path, token);
      expect(res.status, path).toBe(403);
      expect(res.json.code, path).toBe('account_suspended');
      expect(res.json.results, path).toBeUndefined();
    }
    // Support stays open to a suspended account (to ask about the suspension).
    expect((await get('/api/support/requests/', token)).status).toBe(200);
  });

  it('serves the local mailbox without reading the session, whatever token comes with it', async () => {
    const { token } = (await login(STAFF)).json;
    await signOut(token);
    const res = await get('/api/dev/mailbox/', token);
    expect(res.status).toBe(200);
    expect(res.roundTrips).toBe(1);
  });
});

describe('internal event changes with the session folded in: a read, then one guarded batch', () => {
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

  it('creates, edits, publishes and cancels an event and moves its attendees in two round trips; 401 after signing out', async () => {
    const brandId = await acmeId();
    const strategist = await newStrategist(brandId);
    const as = clientFor((await login(strategist.email)).json.token as string);
    const fields = {
      title: 'Folded meet-up',
      description: 'Coffee first.',
      location: 'Boulder trailhead',
      starts_at: inHours(1),
      ends_at: inHours(3),
      time_zone: 'America/Denver',
      capacity: 1,
    };
    const created = await as.post('/internal/events/', { json: { brand_id: brandId, ...fields } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const param = { id: created.json.id as string };
    const published = await as.post('/internal/events/:id/publish/', { param });
    const edited = await as.put('/internal/events/:id/', { param, json: { ...fields, capacity: 2 } });
    expect([created, published, edited].map((r) => [r.json.status, r.json.capacity])).toEqual([
      ['draft', 1],
      ['published', 1],
      ['published', 2],
    ]);
    const [going, waiting, leaving] = [await newCreator(), await newCreator(), await newCreator()];
    expect(await rsvp(going.as, param.id, 'going')).toAnswer(200);
    expect(await rsvp(leaving.as, param.id, 'going')).toAnswer(200);
    expect(await rsvp(waiting.as, param.id, 'waitlist')).toAnswer(200);
    const attendee = (creatorId: string) => ({ param: { ...param, creatorId } });
    const checkIn = await as.post('/internal/events/:id/attendees/:creatorId/check-in/', attendee(going.profileId));
    expect(checkIn.json.results.find((a) => a.creator_id === going.profileId)?.checked_in_at).toBeTruthy();
    // Full (two going of two): the guard in the write's SQL refuses, after the same two round trips.
    const full = await as.post('/internal/events/:id/attendees/:creatorId/promote/', attendee(waiting.profileId));
    expect(full).toAnswer(409);
    expect(roundTripsOf(full.headers)).toBe(2);
    expect(await rsvp(leaving.as, param.id, 'not_going')).toAnswer(200);
    const promoted = await as.post('/internal/events/:id/attendees/:creatorId/promote/', attendee(waiting.profileId));
    expect(promoted.json.results.map((a) => a.status)).toEqual(['going', 'going', 'not_going']);
    const cancelled = await as.post('/internal/events/:id/cancel/', { param });
    expect(cancelled.json.status).toBe('cancelled');
    for (const res of [created, published, edited, checkIn, promoted, cancelled]) {
      expect(res.status).toBeLessThan(300);
      expect(roundTripsOf(res.headers)).toBe(2);
    }

    await as.post('/auth/logout/');
    for (const res of [
      await as.post('/internal/events/', { json: { brand_id: brandId, ...fields } }),
      await as.put('/internal/events/:id/', { param, json: fields }),
      await as.post('/internal/events/:id/cancel/', { param }),
      await as.post('/internal/events/:id/attendees/:creatorId/promote/', attendee(waiting.profileId)),
    ])
      expect(res).toAnswer(401);
  });
});

describe('internal team changes with the session folded in: a read, then one guarded batch', () => {
  it('invites, resends, withdraws, hands a brand over and deactivates in two round trips; 401 after signing out', async () => {
    const as = clientFor((await login(STAFF)).json.token as string);
    const email = uniqueEmail('folded.invite');
    const invited = await as.post('/internal/team/invitations/', { json: { email, kind: 'strategist' } });
    expect([invited.status, invited.json.email, invited.json.status]).toEqual([201, email, 'pending']);
    const param = { id: invited.json.id as string };
    const resent = await as.post('/internal/team/invitations/:id/resend/', { param });
    expect(resent.json.sent_at >= invited.json.sent_at).toBe(true);
    const withdrawn = await as.post('/internal/team/invitations/:id/withdraw/', { param });
    expect(withdrawn.json.status).toBe('revoked');
    const { brandId } = await freeBrand();
    const [from, to] = [await newStrategist(brandId), await newStrategist()];
    const handed = await as.post('/internal/team/reassign/', {
      json: { brand_id: brandId, from_strategist_id: from.id, to_strategist_id: to.id },
    });
    const brandsOf = (id: string) => handed.json.results.find((m) => m.id === id)?.brands.map((b) => b.id);
    expect([brandsOf(from.id), brandsOf(to.id)]).toEqual([[], [brandId]]);
    const deactivated = await as.post('/internal/team/:id/deactivate/', { param: { id: from.id } });
    expect(deactivated.json.results.find((m) => m.id === from.id)?.status).toBe('SUSPENDED');
    for (const res of [invited, resent, withdrawn, handed, deactivated]) {
      expect(res.status).toBeLessThan(300);
      expect(roundTripsOf(res.headers)).toBe(2);
    }

    await as.post('/auth/logout/');
    for (const res of [
      await as.post('/internal/team/invitations/', { json: { email: uniqueEmail('after.logout'), kind: 'staff' } }),
      await as.post('/internal/team/invitations/:id/resend/', { param }),
      await as.post('/internal/team/:id/deactivate/', { param: { id: to.id } }),
    ])
      expect(res).toAnswer(401);
  });
});

describe('support state changes in two round trips', () => {
  const ask = {
    topic: 'billing' as const,
    subject: 'Where is my invoice?',
    message: 'I cannot find last month’s invoice.',
  };

  it('files, answers and closes a request in two round trips each; a signed-out staff member changes nothing', async () => {
    const brand = (await login(OWNER)).json.token;
    const filed = await api.post('/brand/support/', { token: brand, json: ask });
    expect(filed.status).toBe(201);
    expect(roundTripsOf(filed.headers)).toBe(2);
    const id = filed.json.id as string;

    const { token } = (await login(STAFF)).json;
    const answered = await api.post('/staff/support/:id/reply/', {
      token,
      param: { id },
      json: { message: 'It is on the Billing page.' },
    });
    expect(answered.status).toBe(200);
    expect(roundTripsOf(answered.headers)).toBe(2);
    expect(answered.json).toMatchObject({
      id,
      status: 'answered',
      replies: [{ message: 'It is on the Billing page.' }],
    });
    const closed = await api.patch('/staff/support/:id/', { token, param: { id }, json: { status: 'closed' } });
    expect(closed.status).toBe(200);
    expect(roundTripsOf(closed.headers)).toBe(2);
    expect(closed.json).toMatchObject({ id, status: 'closed', replies: [{ from_staff: true }] });

    await signOut(token);
    const late = await api.patch('/staff/support/:id/', { token, param: { id }, json: { status: 'open' } });
    expect(late.status).toBe(401);
    const lateReply = await api.post('/staff/support/:id/reply/', { token, param: { id }, json: { message: 'Hello' } });
    expect(lateReply.status).toBe(401);
    const mine = await api.get('/brand/support/', { token: brand });
    expect(mine.json.results.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'closed',
      replies: [{ message: 'It is on the Billing page.' }],
    });
  });

  it('answers a suspended account’s own request in two round trips, and nothing once signed out', async () => {
    const { token } = (await login(OWNER)).json;
    const filed = await api.post('/support/requests/', { token, json: { ...ask, topic: 'account' } });
    expect(filed.status).toBe(201);
    expect(roundTripsOf(filed.headers)).toBe(2);
    expect(filed.json).toMatchObject({ topic: 'account', requester: { brand_name: expect.any(String) } });
    await signOut(token);
    expect((await api.post('/support/requests/', { token, json: ask })).status).toBe(401);
  });
});
