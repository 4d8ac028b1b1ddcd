import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  brandEvents,
  brandMembers,
  campaignMatches,
  contentSubmissions,
  creatorProfiles,
  deliverables,
  messages,
  strategistBrands,
  supportRequests,
  uploads,
  users,
} from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { UploadRow } from './upload-dto';

/**
 * A finished upload the user may view: their own; one submitted as content in a campaign of a brand they belong
 * to or manage as a strategist; or one attached to a message in a match they are a party of (its creator, or the
 * brand side); or an event's cover (see below). Anything else is a 404, so nobody learns that a file exists. One statement,
 * sent as the request's one batch (the session rides in it: worker/lib/session-fold.ts), so what the user is (staff,
 * strategist) is read from their row in SQL, not from the session row the batch returns.
 * No `X-Selected-Brand` is needed: a `<video src>` request cannot send it, and any managed brand qualifies.
 */
export const findViewableUpload = async ({
  db,
  userId,
  uploadId,
}: {
  db: Db;
  userId: string;
  uploadId: string;
}): Promise<UploadRow> => {
  // Decided in SQL from the user's row: on a folded request the session row is only known when the batch returns.
  const userIsOneOf = (profiles: UserRow['profileOf'][]) =>
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND (${users.isStaff} = 1 OR ${inArray(users.profileOf, profiles)}))`;
  const brandSide = sql`${campaignMatches.brandId} IN (
    SELECT ${brandMembers.brandId} FROM ${brandMembers} WHERE ${brandMembers.userId} = ${userId}
    UNION ALL SELECT ${strategistBrands.brandId} FROM ${strategistBrands} WHERE ${strategistBrands.strategistId} = ${userId})`;
  const creatorSide = sql`${campaignMatches.creatorId} IN (SELECT ${creatorProfiles.id} FROM ${creatorProfiles} WHERE ${creatorProfiles.userId} = ${userId})`;
  const submittedToUser = db
    .select({ one: sql`1` })
    .from(contentSubmissions)
    .innerJoin(deliverables, eq(deliverables.id, contentSubmissions.deliverableId))
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .where(and(eq(contentSubmissions.uploadId, uploads.id), brandSide));
  const attachedInUsersThread = db
    .select({ one: sql`1` })
    .from(messages)
    .innerJoin(campaignMatches, eq(campaignMatches.id, messages.matchId))
    .where(and(eq(messages.attachmentUploadId, uploads.id), or(brandSide, creatorSide)));
  // Staff read the attachments of support requests.
  const attachedToSupport = db
    .select({ one: sql`1` })
    .from(supportRequests)
    .where(and(eq(supportRequests.attachmentUploadId, uploads.id), userIsOneOf(['Staff'])));
  // An event's cover: anyone signed in once the event is published (creators browse events; the id is unguessable),
  // and internal users for drafts.
  const eventCover = db
    .select({ one: sql`1` })
    .from(brandEvents)
    .where(
      and(
        eq(brandEvents.coverUploadId, uploads.id),
        sql`(${brandEvents.status} <> 'draft' OR ${userIsOneOf(['Staff', 'Strategist'])})`,
      ),
    );
  const [row] = await inBatch(
    db,
    db
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.id, uploadId),
          eq(uploads.status, 'complete'),
          or(
            eq(uploads.ownerId, userId),
            sql`EXISTS ${submittedToUser}`,
            sql`EXISTS ${attachedInUsersThread}`,
            sql`EXISTS ${attachedToSupport}`,
            sql`EXISTS ${eventCover}`,
          ),
        ),
      )
      .limit(1),
  );
  if (!row) throw notFound('media');
  return row;
};
