import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deadLetters, domainEvents, emailOutbox, notifications } from '../../db/schema';
import worker from '../../worker/index';
import { MAX_RETRIES } from '../../worker/queues/notifications/handler';
import { dispatchEvents } from '../../worker/services/outbox/outbox';
import { testDb, testEnv } from './helpers';
import { invitedMatch } from './match-fixtures';
import { NOTIFICATIONS_QUEUE, deliverToQueue, eventRow, runCron } from './outbox-fixtures';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('outbox: an event is done when the consumer applied it', () => {
  it('is sent but not done until consumed; the consumer marks it applied', async () => {
    const { db, event } = await invitedMatch();
    await dispatchEvents({ env: testEnv as never, db, events: [event] });
    const sent = await eventRow(event.id);
    expect(sent).toMatchObject({ sendCount: 1, appliedAt: null });
    expect(sent.dispatchedAt).not.toBeNull();
    await deliverToQueue([{ event_id: event.id, type: event.type }]);
    expect((await eventRow(event.id)).appliedAt).not.toBeNull();
  });

  it('survives the Worker stopping between send and consume: the scheduled handler re-sends, and one notification results', async () => {
    const { db, creator, event } = await invitedMatch();
    // The request sent the event, then the Worker (and the queue's in-memory batch) went away before the consumer ran.
    await db
      .update(domainEvents)
      .set({ createdAt: minutesAgo(20), dispatchedAt: minutesAgo(15), sendCount: 1 })
      .where(eq(domainEvents.id, event.id));
    expect(await db.select().from(notifications).where(eq(notifications.eventId, event.id))).toHaveLength(0);

    await runCron();
    // The re-sent message goes to the real local queue, whose consumer may already have applied it by now.
    expect((await eventRow(event.id)).sendCount).toBe(2);

    // The re-sent message arrives, and so does a late copy of the original: together they notify once.
    const body = { event_id: event.id, type: event.type };
    const result = await deliverToQueue([body, body]);
    expect(result.explicitAcks).toHaveLength(2);
    const rows = await db.select().from(notifications).where(eq(notifications.eventId, event.id));
    expect(rows.map((r) => r.userId)).toEqual([creator.user.id]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.eventId, event.id))).toHaveLength(1);
    expect((await eventRow(event.id)).appliedAt).not.toBeNull();

    // Applied: the next run does not send it again.
    await db
      .update(domainEvents)
      .set({ dispatchedAt: minutesAgo(15) })
      .where(eq(domainEvents.id, event.id));
    await runCron();
    expect((await eventRow(event.id)).sendCount).toBe(2);
  });

  it('leaves a sent event alone within the grace period (its consumer may still be retrying it)', async () => {
    const { db, event } = await invitedMatch();
    await db
      .update(domainEvents)
      .set({ createdAt: minutesAgo(3), dispatchedAt: minutesAgo(2), sendCount: 1 })
      .where(eq(domainEvents.id, event.id));
    await runCron();
    expect((await eventRow(event.id)).sendCount).toBe(1);
  });
});

describe('dead letters', () => {
  it('keeps a message that fails its final retry in dead_letters with its error, and acks it', async () => {
    const missing = { event_id: crypto.randomUUID(), type: 'match.invited' };
    const early = await deliverToQueue([missing], { attempts: MAX_RETRIES });
    expect(early.retryMessages).toHaveLength(1);
    const final = await deliverToQueue([missing, { nonsense: true }], { attempts: MAX_RETRIES + 1 });
    expect(final.explicitAcks).toHaveLength(2);
    const db = testDb();
    const [letter] = await db.select().from(deadLetters).where(eq(deadLetters.messageId, final.ids[0]!));
    expect(letter).toMatchObject({ queue: NOTIFICATIONS_QUEUE, attempts: MAX_RETRIES + 1, body: missing });
    expect(letter!.error).toMatch(/not committed/);
    const [poison] = await db.select().from(deadLetters).where(eq(deadLetters.messageId, final.ids[1]!));
    expect(poison!.error).toMatch(/not a known message/);
  });

  it('records what reaches the dead-letter queue, once however often it is delivered', async () => {
    const body = { event_id: crypto.randomUUID(), type: 'match.invited' };
    const batch = createMessageBatch(`${NOTIFICATIONS_QUEUE}-dlq`, [
      { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body },
    ] as never);
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      await worker.queue(batch, testEnv as never, ctx);
      expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    }
    const rows = await testDb().select().from(deadLetters).where(eq(deadLetters.messageId, batch.messages[0]!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.queue).toBe(`${NOTIFICATIONS_QUEUE}-dlq`);
  });

  it('stops re-sending an event once it is dead-lettered', async () => {
    const { db, event } = await invitedMatch();
    await db
      .update(domainEvents)
      .set({ createdAt: minutesAgo(60), dispatchedAt: minutesAgo(30), sendCount: 3, deadLetteredAt: minutesAgo(20) })
      .where(eq(domainEvents.id, event.id));
    await runCron();
    expect((await eventRow(event.id)).sendCount).toBe(3);
  });
});
