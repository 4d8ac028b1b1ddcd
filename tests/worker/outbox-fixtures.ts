import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { domainEvents } from '../../db/schema';
import worker from '../../worker/index';
import { testDb, testEnv } from './helpers';

/** The Worker's entry points that the runtime calls without a request: its queue consumer and its cron. */

export const NOTIFICATIONS_QUEUE = 'social-loop-notifications';

/** Runs the queue consumer on `bodies`, as `queue` delivering them for the `attempts`-th time would. */
export const deliverToQueue = async (bodies: unknown[], { queue = NOTIFICATIONS_QUEUE, attempts = 1 } = {}) => {
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts, body })) as never,
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, testEnv as never, ctx);
  return { ids: batch.messages.map((m) => m.id), ...(await getQueueResult(batch, ctx)) };
};

/** Runs the queue consumer on the given domain events, as the notifications queue would. */
export const deliverEvents = async (eventIds: string[]) => {
  const rows = await Promise.all(eventIds.map(eventRow));
  return deliverToQueue(rows.map((r) => ({ event_id: r.id, type: r.type })));
};

/** Runs the scheduled handler (the five-minute cron) and waits for the work it left running. */
export const runCron = async () => {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }),
    testEnv as never,
    ctx,
  );
  await getQueueResult(createMessageBatch(NOTIFICATIONS_QUEUE, []), ctx);
};

export const eventRow = async (id: string) =>
  (await testDb().select().from(domainEvents).where(eq(domainEvents.id, id)))[0]!;

/** The domain events of `type` whose payload names the object: `domainEventsOf('content.approved', { deliverable_id })`. */
export const domainEventsOf = (type: string, about: Record<string, string>) => {
  const [[key, id]] = Object.entries(about) as [[string, string]];
  return testDb()
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`json_extract(${domainEvents.payload}, ${`$.${key}`}) = ${id}`));
};

/** The ids of the domain events of `type` about the user `userId`. */
export const eventsFor = async (type: string, userId: string) =>
  (await domainEventsOf(type, { user_id: userId })).map((r) => r.id);
