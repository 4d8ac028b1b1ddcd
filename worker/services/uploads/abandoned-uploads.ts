import { and, asc, eq, lt } from 'drizzle-orm';
import { uploads } from '../../../db/schema';
import type { Env } from '../../env';
import { abortUpload } from './abort-upload';
import type { ScheduledJobArgs } from '../operations/scheduled-job';

const ABANDONED_AFTER_MS = 24 * 3600_000;
/** Keeps one scheduled run short; the next run (every 5 minutes) takes the rest. */
const BATCH = 50;

/**
 * Aborts multipart uploads nobody touched for 24 hours: R2 drops their parts (it would keep them for 7 days
 * otherwise) and the rows are marked aborted. A client coming back later starts a new upload.
 */
export const abortAbandonedUploads = async ({ db, env, now = Date.now() }: ScheduledJobArgs<Pick<Env, 'UPLOADS'>>) => {
  const cutoff = new Date(now - ABANDONED_AFTER_MS).toISOString();
  const idle = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.status, 'uploading'), lt(uploads.updatedAt, cutoff)))
    .orderBy(asc(uploads.updatedAt))
    .limit(BATCH);
  for (const row of idle) await abortUpload({ db, env, row });
  return idle.length;
};
