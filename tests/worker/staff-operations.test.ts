import { createScheduledController } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deadLetters, domainEvents, scheduledRuns } from '../../db/schema';
import { runScheduledWork } from '../../worker/scheduled';
import { ZDeadLetterList, ZOutboxStatus, ZScheduledJobs } from '../../worker/schemas/operations';
import { newDomainEvent } from '../../worker/services/outbox/outbox';
import { countsOf, recordRun } from '../../worker/services/operations/record-run';
import { CREATOR, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { callRaw, testDb, testEnv } from './helpers';

const jobs = async () => ZScheduledJobs.parse((await as(STAFF).get('/staff/operations/scheduled-runs/')).json).results;

/** A dead letter as the queue consumer writes it after the last retry. */
const deadLetter = async (body: unknown = { event_id: crypto.randomUUID(), type: 'message.sent' }) => {
  const [row] = await testDb()
    .insert(deadLetters)
    .values({
      queue: 'social-loop-notifications',
      messageId: `msg-${crypto.randomUUID()}`,
      body,
      error: 'Error: notify failed: no such event',
      attempts: 5,
    })
    .returning();
  return row!;
};

describe('staff operations', () => {
  it('records every scheduled job run with its duration, result and counts', async () => {
    const before = Date.now();
    await runScheduledWork(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), testEnv);
    const list = await jobs();
    for (const name of ['clean-up', 'abandoned-uploads', 'auto-approve-content', 'redispatch-events', 'due-checkins']) {
      const job = list.find((j) => j.job === name);
      expect(job, name).toBeDefined();
      expect(Date.parse(job!.runs[0]!.started_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(job!.runs[0]!.ok, `${name}: ${job!.runs[0]!.error}`).toBe(true);
    }
    expect(list.find((j) => j.job === 'clean-up')!.runs[0]!.counts).toMatchObject({
      sessions: expect.any(Number),
      tokens: expect.any(Number),
    });
    expect(list.find((j) => j.job === 'redispatch-events')!.runs[0]!.counts).toMatchObject({
      processed: expect.any(Number),
    });
  });

  it('records a failing job with its error, keeps going, and shows when it last failed', async () => {
    const name = `test-job-${crypto.randomUUID().slice(0, 8)}`;
    expect(
      await recordRun({ db: testDb(), job: name, run: () => Promise.reject(new Error('the provider timed out')) }),
    ).toBe(false);
    expect(await recordRun({ db: testDb(), job: name, run: async () => ({ sent: 2, note: 'ignored' }) })).toBe(true);
    const job = (await jobs()).find((j) => j.job === name)!;
    expect(job.runs.map((r) => r.ok)).toEqual([true, false]);
    expect(job.runs[0]!.counts).toEqual({ sent: 2 });
    expect(job.runs[1]!.error).toContain('the provider timed out');
    expect(job.last_failure_at).toBe(job.runs[1]!.started_at);
    expect([countsOf(3), countsOf([1, 2]), countsOf(undefined), countsOf({ a: 'x' })]).toEqual([
      { processed: 3 },
      { processed: 2 },
      null,
      null,
    ]);
  });

  it('shows a job’s newest runs and last failure from two weeks of runs without reading them all', async () => {
    // Two weeks at one run every five minutes, as the table keeps; two failures, the newer one a day ago.
    const name = `test-job-${crypto.randomUUID().slice(0, 8)}`;
    const now = Date.now();
    const at = (i: number) => new Date(now - i * 300_000).toISOString();
    const failed = new Set([288, 2_000]);
    const rows = Array.from({ length: 288 * 14 }, (_, i) => ({
      job: name,
      startedAt: at(i),
      durationMs: 3,
      ok: !failed.has(i),
      counts: { processed: i },
    }));
    for (let i = 0; i < rows.length; i += 500)
      await testDb()
        .insert(scheduledRuns)
        .values(rows.slice(i, i + 500));
    const started = Date.now();
    const job = (await jobs()).find((j) => j.job === name)!;
    // The first version read each job's every run once per run: without the failures' index, minutes at this size.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(job.runs.map((r) => r.started_at)).toEqual([0, 1, 2, 3, 4].map(at));
    expect(job.runs[0]!.counts).toEqual({ processed: 0 });
    expect(job.last_failure_at).toBe(at(288));
  });

  it('lists outbox events not applied yet (never sent, or sent and lost), oldest first', async () => {
    const db = testDb();
    const { event, insert } = newDomainEvent({ db, type: 'message.sent', payload: { test: true } });
    await insert;
    // The oldest of all, so it is on the first page whatever else is pending in the shared test database.
    await db.update(domainEvents).set({ createdAt: '2000-01-01T00:00:00.000Z' }).where(eq(domainEvents.id, event.id));
    const status = ZOutboxStatus.parse((await as(STAFF).get('/staff/operations/outbox/')).json);
    expect(status.oldest.map((e) => e.id)).toContain(event.id);
    expect(status.undispatched).toBeGreaterThanOrEqual(1);
    expect(status.unapplied).toBeGreaterThanOrEqual(status.undispatched);
    expect(status.oldest.find((e) => e.id === event.id)).toMatchObject({
      type: 'message.sent',
      dispatched_at: null,
      send_count: 0,
    });
    await db
      .update(domainEvents)
      .set({ dispatchedAt: new Date().toISOString(), sendCount: 1 })
      .where(eq(domainEvents.id, event.id));
    const sent = ZOutboxStatus.parse((await as(STAFF).get('/staff/operations/outbox/')).json);
    expect(sent.oldest.find((e) => e.id === event.id)).toMatchObject({
      send_count: 1,
      dispatched_at: expect.any(String),
    });
    await db.update(domainEvents).set({ appliedAt: new Date().toISOString() }).where(eq(domainEvents.id, event.id));
    expect(
      ZOutboxStatus.parse((await as(STAFF).get('/staff/operations/outbox/')).json).oldest.map((e) => e.id),
    ).not.toContain(event.id);
  });

  it('lists dead letters with their error and re-sends one exactly once, audited', async () => {
    const letter = await deadLetter();
    const open = ZDeadLetterList.parse((await as(STAFF).get('/staff/operations/dead-letters/')).json);
    expect(open.open).toBeGreaterThanOrEqual(1);
    expect(open.results.find((d) => d.id === letter.id)).toMatchObject({
      error: 'Error: notify failed: no such event',
      attempts: 5,
      resent_at: null,
      body: letter.body,
    });

    const resent = await as(STAFF).post('/staff/operations/dead-letters/:id/resend/', {
      param: { id: letter.id },
    });
    expect(resent.status, JSON.stringify(resent.json)).toBe(200);
    expect(resent.json.resent_at).toEqual(expect.any(String));
    expect(await as(STAFF).post('/staff/operations/dead-letters/:id/resend/', { param: { id: letter.id } })).toAnswer(
      409,
    );
    const [again] = await testDb().select().from(deadLetters).where(eq(deadLetters.id, letter.id));
    expect(again!.resentAt).toBe(resent.json.resent_at);

    expect(
      ZDeadLetterList.parse((await as(STAFF).get('/staff/operations/dead-letters/')).json).results.map((d) => d.id),
    ).not.toContain(letter.id);
    expect(
      ZDeadLetterList.parse(
        (await as(STAFF).get('/staff/operations/dead-letters/', { query: { state: 'resent' } })).json,
      ).results.map((d) => d.id),
    ).toContain(letter.id);
    const audit = (await as(STAFF).get('/staff/audit-log/', { query: { target_id: letter.id } })).json.results;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['dead_letter.resend']);
  });

  it('puts a dead-lettered domain event back in the outbox’s care when re-sent', async () => {
    const db = testDb();
    const { event, insert } = newDomainEvent({ db, type: 'message.sent', payload: { test: true } });
    await insert;
    await db
      .update(domainEvents)
      .set({ dispatchedAt: '2026-01-01T00:00:00.000Z', sendCount: 6, deadLetteredAt: new Date().toISOString() })
      .where(eq(domainEvents.id, event.id));
    expect(
      ZOutboxStatus.parse((await as(STAFF).get('/staff/operations/outbox/')).json).oldest.map((e) => e.id),
    ).not.toContain(event.id);
    const letter = await deadLetter({ event_id: event.id, type: 'message.sent' });
    expect(await as(STAFF).post('/staff/operations/dead-letters/:id/resend/', { param: { id: letter.id } })).toAnswer(
      200,
    );
    const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, event.id));
    expect(row).toMatchObject({ deadLetteredAt: null, sendCount: 7 });
    expect(Date.parse(row!.dispatchedAt!)).toBeGreaterThan(Date.parse('2026-06-01'));
  });

  it('re-sends once under concurrent clicks', async () => {
    const letter = await deadLetter();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        as(STAFF)
          .post('/staff/operations/dead-letters/:id/resend/', { param: { id: letter.id } })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
  });

  it('refuses unknown or malformed ids, a bodiless letter and bad filters', async () => {
    expect(
      await as(STAFF).post('/staff/operations/dead-letters/:id/resend/', { param: { id: crypto.randomUUID() } }),
    ).toAnswer(404);
    expect(await as(STAFF).post('/staff/operations/dead-letters/:id/resend/', { param: { id: 'nope' } })).toAnswer(400);
    expect(await as(STAFF).raw('/api/staff/operations/dead-letters/?state=everything')).toAnswer(400);
    const empty = await deadLetter(null);
    expect(await as(STAFF).post('/staff/operations/dead-letters/:id/resend/', { param: { id: empty.id } })).toAnswer(
      409,
    );
  });

  it('does not exist for anyone but staff (404)', async () => {
    const letter = await deadLetter();
    const calls: [string, string][] = [
      ['/api/staff/operations/outbox/', 'GET'],
      ['/api/staff/operations/dead-letters/', 'GET'],
      ['/api/staff/operations/scheduled-runs/', 'GET'],
      [`/api/staff/operations/dead-letters/${letter.id}/resend/`, 'POST'],
    ];
    for (const who of [OWNER, CREATOR, STRATEGIST]) {
      for (const [path, method] of calls)
        expect((await as(who).raw(path, { method })).status, `${who} ${method} ${path}`).toBe(404);
    }
    for (const [path, method] of calls) expect(await callRaw(path, { method })).toAnswer(404);
    expect((await testDb().select().from(deadLetters).where(eq(deadLetters.id, letter.id)))[0]!.resentAt).toBeNull();
  });
});
