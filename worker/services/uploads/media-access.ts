import { and, eq, or, sql } from 'drizzle-orm';
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
} from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { UploadRow } from './upload-dto';

/**
 * A finished upload the user may view: their own; one submitted as content in a campaign of a brand they belong
 * to or manage as a strategist; or one attached to a message in a match they are a party of (its creator, or the
 * brand side); or an event's cover (see below). Anything else is a 404, so nobody learns that a file exists. One statement.
 * No `X-Selected-Brand` is needed: a `<video src>` request cannot send it, and any managed brand qualifies.
 */
export const findViewableUpload = async ({
  db,
  user,
  uploadId,
}: {
  db: Db;
  user: UserRow;
  uploadId: string;
}): Promise<UploadRow> => {
  const brandSide = sql`${campaignMatches.brandId} IN (
    SELECT ${brandMembers.brandId} FROM ${brandMembers} WHERE ${brandMembers.userId} = ${user.id}
    UNION ALL SELECT ${strategistBrands.brandId} FROM ${strategistBrands} WHERE ${strategistBrands.strategistId} = ${user.id})`;
  const creatorSide = sql`${campaignMatches.creatorId} IN (SELECT ${creatorProfiles.id} FROM ${creatorProfiles} WHERE ${creatorProfiles.userId} = ${user.id})`;
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
    .where(
      and(
        eq(supportRequests.attachmentUploadId, uploads.id),
        sql`${user.isStaff || user.profileOf === 'Staff' ? 1 : 0} = 1`,
      ),
    );
  // An event's cover: anyone signed in once the event is published (creators browse events; the id is unguessable),
  // and internal users for drafts.
  const isInternal = user.isStaff || user.profileOf === 'Staff' || user.profileOf === 'Strategist';
  const eventCover = db
    .select({ one: sql`1` })
    .from(brandEvents)
    .where(
      and(
        eq(brandEvents.coverUploadId, uploads.id),
        sql`(${brandEvents.status} <> 'draft' OR ${isInternal ? 1 : 0} = 1)`,
      ),
    );
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.status, 'complete'),
        or(
          eq(uploads.ownerId, user.id),
          sql`EXISTS ${submittedToUser}`,
          sql`EXISTS ${attachedInUsersThread}`,
          sql`EXISTS ${attachedToSupport}`,
          sql`EXISTS ${eventCover}`,
        ),
      ),
    )
    .limit(1);
  if (!row) throw notFound('media');
  return row;
};
