import { and, eq, max } from 'drizzle-orm';
import { contentSubmissions, uploads } from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import type { TSubmissionCreated, ZCreateSubmission } from '../../schemas/content';
import type { z } from 'zod';
import type { DomainEvent } from '../outbox/outbox';
import { creatorDeliverableOf, selectCreatorDeliverable, toContentDeliverable } from './creator-deliverable';
import { transitionDeliverable } from './deliverable-lifecycle';
import { toSubmissionDto } from './submission-dto';
import { isUniqueViolation } from '../../lib/db-errors';

/**
 * The creator submits a version of a deliverable from one of their finished uploads, with a caption: the next
 * version number, the deliverable moving pending | changes_requested → submitted and a `content.submitted`
 * event commit together; a deliverable in another state (or a lost race) is a 409. Two round trips: the deliverable,
 * the upload and the last version number in one read (with the session on a folded request), then the move.
 */
export const submitContent = async ({
  db,
  userId,
  deliverableId,
  input,
}: DbKeys<'userId' | 'deliverableId'> & { input: z.output<typeof ZCreateSubmission> }): Promise<
  TSubmissionCreated & { event: DomainEvent }
> => {
  const [rows, [upload], [latest]] = await db.batch([
    selectCreatorDeliverable({ db, userId, deliverableId }),
    db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, input.upload_id), eq(uploads.ownerId, userId)))
      .limit(1),
    db
      .select({ version: max(contentSubmissions.version) })
      .from(contentSubmissions)
      .where(eq(contentSubmissions.deliverableId, deliverableId)),
  ]);
  const deliverable = creatorDeliverableOf(rows);
  if (!upload) throw notFound('upload');
  if (upload.status !== 'complete')
    throw conflict('This upload has not finished yet. Wait for it to complete, then submit.');

  const submissionId = crypto.randomUUID();
  const version = (latest?.version ?? 0) + 1;
  const { event, at } = await transitionDeliverable({
    db,
    deliverable,
    action: 'submit',
    actorId: userId,
    payload: { submission_id: submissionId, version },
    also: [
      db.insert(contentSubmissions).values({
        id: submissionId,
        deliverableId: deliverable.id,
        version,
        uploadId: upload.id,
        caption: input.caption,
      }),
    ],
  }).catch((e: unknown) => {
    // The unique (deliverable, version) index turns a version number gone stale in a race into a rollback.
    throw isUniqueViolation(e)
      ? conflict('Another version was submitted at the same moment. Reload and try again.')
      : e;
  });
  // A version just made has no comments yet: nothing to read back.
  const submission = toSubmissionDto({
    s: {
      id: submissionId,
      deliverableId: deliverable.id,
      version,
      uploadId: upload.id,
      caption: input.caption,
      status: 'submitted',
      reviewedBy: null,
      reviewedAt: null,
      createdAt: at,
    },
    u: upload,
    comments: [],
  });
  return {
    submission,
    deliverable: toContentDeliverable({ ...deliverable, status: 'submitted', submittedAt: at }),
    event,
  };
};
