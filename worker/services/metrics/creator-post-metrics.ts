import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { metricsRequests, postMetrics } from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { TCreatorPostMetrics, TPostMetricsSnapshot, ZSubmitPostMetrics } from '../../schemas/metrics';
import { creatorDeliverableOf, selectCreatorDeliverable } from '../content/creator-deliverable';
import { assertFinished, selectOwnUpload } from '../uploads/find-upload';
import { kindOf, mediaUrlOf, type UploadRow } from '../uploads/upload-dto';
import { POST_STATUSES } from './campaign-metrics';
import { countsOf } from './figures';

/** Snapshots shown to the creator: their newest 30 days of figures. */
const CREATOR_SNAPSHOT_LIMIT = 30;

type SnapshotRow = typeof postMetrics.$inferSelect;

const toSnapshot = (row: SnapshotRow): TPostMetricsSnapshot => ({
  deliverable_id: row.deliverableId,
  measured_on: row.measuredOn,
  source: row.source,
  screenshot_url: row.screenshotUploadId ? mediaUrlOf(row.screenshotUploadId) : null,
  created_at: row.createdAt,
  ...countsOf(row),
});

const screenshotOf = (row: UploadRow | undefined) => {
  if (!row) throw notFound('upload');
  assertFinished(row, 'screenshot');
  if (kindOf(row.contentType) !== 'image') throw fieldError('screenshot_upload_id', 'The screenshot must be an image.');
  return row;
};

/** The creator's figures for one of their posts and the brand's open request, if any. */
export const readCreatorPostMetrics = async ({
  db,
  userId,
  deliverableId,
}: DbKeys<'userId' | 'deliverableId'>): Promise<TCreatorPostMetrics> => {
  // The deliverable decides (another creator's is a 404) before its figures, read in the same batch, are used.
  const [deliverable, snapshots, [request]] = await db.batch([
    selectCreatorDeliverable({ db, userId, deliverableId }),
    db
      .select()
      .from(postMetrics)
      .where(eq(postMetrics.deliverableId, deliverableId))
      .orderBy(desc(postMetrics.measuredOn))
      .limit(CREATOR_SNAPSHOT_LIMIT),
    db
      .select()
      .from(metricsRequests)
      .where(and(eq(metricsRequests.deliverableId, deliverableId), isNull(metricsRequests.fulfilledAt)))
      .orderBy(desc(metricsRequests.createdAt))
      .limit(1),
  ]);
  creatorDeliverableOf(deliverable);
  return {
    snapshots: snapshots.map(toSnapshot),
    open_request: request
      ? {
          id: request.id,
          match_id: request.matchId,
          deliverable_id: request.deliverableId,
          message: request.message,
          created_at: request.createdAt,
        }
      : null,
  };
};

/**
 * The creator reports a live post's figures (`POST /influencer/deliverables/{id}/metrics/`), optionally with a
 * screenshot of the platform's insights: today's snapshot (replacing one taken earlier today) and every open
 * request for the post answered, in one batch: two round trips with the read.
 */
export const submitPostMetrics = async ({
  db,
  userId,
  deliverableId,
  input,
}: DbKeys<'userId' | 'deliverableId'> & {
  input: z.output<typeof ZSubmitPostMetrics>;
}): Promise<TPostMetricsSnapshot> => {
  // One read (with the session on a folded request): the deliverable and the screenshot upload, if one is named.
  const uploadId = input.screenshot_upload_id;
  const [rows, uploadRows] = await db.batch([
    selectCreatorDeliverable({ db, userId, deliverableId }),
    selectOwnUpload({ db, ownerId: userId, uploadId: uploadId ?? '' }),
  ]);
  const deliverable = creatorDeliverableOf(rows);
  if (!(POST_STATUSES as readonly string[]).includes(deliverable.status))
    throw conflict('Figures can be added once the post is live (published).');
  const screenshot = uploadId ? screenshotOf(uploadRows[0]) : null;
  const now = new Date().toISOString();
  const values = {
    ...countsOf(input),
    source: 'creator' as const,
    screenshotUploadId: screenshot?.id ?? null,
    submittedBy: userId,
    createdAt: now,
  };
  const [[row]] = await db.batch([
    db
      .insert(postMetrics)
      .values({
        deliverableId: deliverable.id,
        campaignId: deliverable.campaignId,
        measuredOn: now.slice(0, 10),
        ...values,
      })
      .onConflictDoUpdate({ target: [postMetrics.deliverableId, postMetrics.measuredOn], set: values })
      .returning(),
    db
      .update(metricsRequests)
      .set({ fulfilledAt: now })
      .where(and(eq(metricsRequests.deliverableId, deliverable.id), isNull(metricsRequests.fulfilledAt))),
  ]);
  return toSnapshot(row!);
};
