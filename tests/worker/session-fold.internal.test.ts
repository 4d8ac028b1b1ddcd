import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strategistBrands, users } from '../../db/schema';
import { OWNER } from './brand-helpers';
import { api, callRaw, login, testDb } from './helpers';
import { newStrategist, STAFF } from './internal-fixtures';
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
