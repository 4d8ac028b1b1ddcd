import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorReviews, deadLetters, strategistBrands, users } from '../../db/schema';
import { STAFF, as } from './accounts';
import { newCreator } from './creator-helpers';
import { api, callRaw, login, signupCreator, testDb } from './helpers';
import { newStrategist } from './internal-fixtures';
import { assignStrategist } from './staff-fixtures';
import { newBrand } from './team-fixtures';
import { roundTripsOf } from './worker-fetch';

/**
 * Staff state changes with the session folded into their read (worker/lib/session-fold.ts): two round trips each
 * (the session with the facts the decision needs, then one guarded batch), and a signed-out session is refused on
 * its very next request with nothing changed.
 */
type Call = { method: 'POST' | 'PATCH' | 'DELETE'; path: string; body?: unknown };
/** A state change on a fresh object, and how to tell it was not made. */
type Case = { name: string; prepare: () => Promise<{ call: Call; unchanged: () => Promise<void> }> };

const statusOf = async (userId: string) =>
  (await testDb().select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]!.status;

const deadLetter = async () => {
  const [row] = await testDb()
    .insert(deadLetters)
    .values({
      queue: 'social-loop-notifications',
      messageId: `msg-${crypto.randomUUID()}`,
      body: { event_id: crypto.randomUUID(), type: 'message.sent' },
      error: 'Error: notify failed',
      attempts: 5,
    })
    .returning();
  return row!;
};

const suspended = async () => {
  const creator = await newCreator();
  expect(await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: creator.userId } })).toAnswer(200);
  return creator;
};

const waiting = async () => {
  const creator = await newCreator({ approved: false });
  return { ...creator, stillWaiting: async () => expect(await statusOf(creator.userId)).toBe('PENDING') };
};

/**
 * A fresh brand and a strategist of the test's own (not the demo one: other files count the brands it manages), and
 * whether the strategist manages the brand.
 */
const brandAndStrategist = async () => {
  const { brandId } = await newBrand('Starter');
  const { id: strategistId } = await newStrategist();
  const manages = async () =>
    (
      await testDb()
        .select()
        .from(strategistBrands)
        .where(and(eq(strategistBrands.brandId, brandId), eq(strategistBrands.strategistId, strategistId)))
    ).length > 0;
  return { brandId, strategistId, manages };
};

const CASES: Case[] = [
  {
    name: 'approve a creator (staff console)',
    prepare: async () => {
      const { profileId, stillWaiting } = await waiting();
      return { call: { method: 'POST', path: `/api/staff/creators/${profileId}/approve/` }, unchanged: stillWaiting };
    },
  },
  {
    name: 'ask a creator for changes',
    prepare: async () => {
      const { profileId } = await waiting();
      return {
        call: { method: 'POST', path: `/api/staff/creators/${profileId}/reject/`, body: { reason: 'Add a bio.' } },
        unchanged: async () => {
          const rejected = and(eq(creatorReviews.creatorId, profileId), eq(creatorReviews.decision, 'rejected'));
          expect(await testDb().select().from(creatorReviews).where(rejected)).toEqual([]);
        },
      };
    },
  },
  {
    name: 'approve a creator (creator API)',
    prepare: async () => {
      const { profileId, stillWaiting } = await waiting();
      return { call: { method: 'POST', path: `/api/influencer/approve/${profileId}/` }, unchanged: stillWaiting };
    },
  },
  {
    name: 'set a creator’s status',
    prepare: async () => {
      const { profileId, stillWaiting } = await waiting();
      return {
        call: { method: 'PATCH', path: `/api/influencer/status/${profileId}/`, body: { status: 'SUSPENDED' } },
        unchanged: stillWaiting,
      };
    },
  },
  {
    name: 'assign a strategist to a brand',
    prepare: async () => {
      const { brandId, strategistId, manages } = await brandAndStrategist();
      return {
        call: {
          method: 'POST',
          path: `/api/staff/brands/${brandId}/strategists/`,
          body: { strategist_id: strategistId },
        },
        unchanged: async () => expect(await manages()).toBe(false),
      };
    },
  },
  {
    name: 'unassign a strategist from a brand',
    prepare: async () => {
      const { brandId, strategistId, manages } = await brandAndStrategist();
      expect(await assignStrategist(brandId, strategistId)).toAnswer(200);
      return {
        call: { method: 'DELETE', path: `/api/staff/brands/${brandId}/strategists/${strategistId}/` },
        unchanged: async () => expect(await manages()).toBe(true),
      };
    },
  },
  {
    name: 'suspend a user',
    prepare: async () => {
      const { userId } = await newCreator();
      return {
        call: { method: 'POST', path: `/api/staff/users/${userId}/suspend/` },
        unchanged: async () => expect(await statusOf(userId)).toBe('ACTIVE'),
      };
    },
  },
  {
    name: 'reactivate a user',
    prepare: async () => {
      const { userId } = await suspended();
      return {
        call: { method: 'POST', path: `/api/staff/users/${userId}/reactivate/` },
        unchanged: async () => expect(await statusOf(userId)).toBe('SUSPENDED'),
      };
    },
  },
  {
    name: 'resend an activation link',
    prepare: async () => {
      const { user } = await signupCreator();
      return {
        call: { method: 'POST', path: `/api/staff/users/${user.id}/resend-activation/` },
        unchanged: async () => {},
      };
    },
  },
  {
    name: 'resend a dead letter',
    prepare: async () => {
      const letter = await deadLetter();
      return {
        call: { method: 'POST', path: `/api/staff/operations/dead-letters/${letter.id}/resend/` },
        unchanged: async () => {
          const [row] = await testDb().select().from(deadLetters).where(eq(deadLetters.id, letter.id));
          expect(row!.resentAt).toBeNull();
        },
      };
    },
  },
];

const send = async ({ method, path, body }: Call, token: string) => {
  const res = await callRaw(path, { method, token, ...(body === undefined ? {} : { body }) });
  return { status: res.status, json: res.json, roundTrips: roundTripsOf(res.headers) };
};

describe('staff state changes with the session folded in', () => {
  it('takes two round trips each', async () => {
    const { token } = (await login(STAFF)).json;
    for (const { name, prepare } of CASES) {
      const { call } = await prepare();
      const res = await send(call, token);
      expect(res.status, `${name}: ${JSON.stringify(res.json)}`).toBe(200);
      expect(res.roundTrips, name).toBe(2);
    }
  });

  it('refuses a signed-out staff session on its very next request, changing nothing', async () => {
    const { token } = (await login(STAFF)).json;
    expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);
    for (const { name, prepare } of CASES) {
      const { call, unchanged } = await prepare();
      const res = await send(call, token);
      expect(res.status, name).toBe(401);
      await unchanged();
    }
  });
});
