import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { domainEvents } from '../../db/schema';
import worker from '../../worker/index';
import { connectSandbox, newCreator, uniqueHandle } from './creator-helpers';
import { testDb, testEnv } from './helpers';

/** Runs the queue consumer on the given domain events, as the NOTIFICATIONS queue would. */
export const deliverEvents = async (eventIds: string[]) => {
  const db = testDb();
  const rows = await Promise.all(
    eventIds.map(async (id) => (await db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]!),
  );
  const batch = createMessageBatch(
    'social-loop-notifications',
    rows.map((r) => ({
      id: crypto.randomUUID(),
      timestamp: new Date(),
      attempts: 1,
      body: { event_id: r.id, type: r.type },
    })) as never,
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, testEnv as never, ctx);
  return getQueueResult(batch, ctx);
};

/** The ids of the domain events of `type` about `userId`. */
export const eventsFor = async (type: string, userId: string) => {
  const rows = await testDb()
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type)));
  return rows.filter((r) => r.payload.user_id === userId).map((r) => r.id);
};

/** A creator who finished onboarding (complete profile, a connected account) and waits for approval. */
export const waitingCreator = async () => {
  const creator = await newCreator({ approved: false });
  const profile = await creator.as.patch('/influencer/profile/', {
    json: {
      bio: 'Weekend hikes and honest gear reviews from Colorado.',
      niches: ['Outdoors'],
      languages: ['English'],
      location_id: 'us-denver',
    },
  });
  expect(profile.status).toBe(200);
  expect((await connectSandbox(creator.as, 'instagram', uniqueHandle('waiting'))).status).toBe(201);
  return creator;
};
