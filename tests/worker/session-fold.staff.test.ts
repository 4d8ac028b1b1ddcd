import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deadLetters, users } from '../../db/schema';
import { asUser, newCreator, STAFF } from './creator-helpers';
import { api, callRaw, login, signupCreator, testDb } from './helpers';
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
  expect(await asUser(STAFF).post('/staff/users/:id/suspend/', { param: { id: creator.userId } })).toAnswer(200);
  return creator;
};

const CASES: Case[] = [
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
