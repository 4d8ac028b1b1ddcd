import { z } from 'zod';

/** Staff console, Operations: the outbox, dead letters and scheduled runs (`/api/staff/operations/...`). */

/** An event the consumer has not applied yet: never sent (`dispatched_at` null), or sent `send_count` times. */
const ZPendingEvent = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  dispatched_at: z.string().nullable(),
  send_count: z.number().int(),
});
export const ZOutboxStatus = z.object({
  undispatched: z.number().int(),
  unapplied: z.number().int(),
  oldest: z.array(ZPendingEvent),
});

export const ZDeadLetterQuery = z.object({ state: z.enum(['open', 'resent']).default('open') });
const ZDeadLetter = z.object({
  id: z.string(),
  queue: z.string(),
  message_id: z.string(),
  body: z.unknown(),
  error: z.string(),
  attempts: z.number().int(),
  created_at: z.string(),
  resent_at: z.string().nullable(),
});
export const ZDeadLetterList = z.object({ open: z.number().int(), results: z.array(ZDeadLetter) });

const ZScheduledRun = z.object({
  started_at: z.string(),
  duration_ms: z.number().int(),
  ok: z.boolean(),
  error: z.string().nullable(),
  counts: z.record(z.string(), z.number()).nullable(),
});
const ZScheduledJob = z.object({
  job: z.string(),
  runs: z.array(ZScheduledRun),
  last_failure_at: z.string().nullable(),
});
export type TScheduledJob = z.infer<typeof ZScheduledJob>;
export const ZScheduledJobs = z.object({ results: z.array(ZScheduledJob) });

export const ZDeadLetterIdParam = z.object({ id: z.string().uuid('Not a valid dead letter id.') });
