import { and, desc, eq, lt } from 'drizzle-orm';
import { messageReads, messages, uploads, users } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { runGuardedBatch } from '../../lib/guarded-batch';
import type { TMessage } from '../../schemas/messaging';
import { newDomainEvent } from '../outbox/outbox';
import { batchWithOwnUpload, selectOwnUpload } from '../uploads/find-upload';
import { attachableUpload, toAttachmentDto, type AttachmentColumns } from './attachment';
import { matchPartyQuery, partyOr404, stillParty } from './match-party';

const PREVIEW_LENGTH = 140;

const toDto = (
  m: typeof messages.$inferSelect,
  senderName: string,
  attachment: AttachmentColumns | null,
): TMessage => ({
  id: m.id,
  match_id: m.matchId,
  sender_id: m.senderId,
  sender_name: senderName,
  sender_side: m.senderSide,
  body: m.body,
  attachment_upload_id: m.attachmentUploadId,
  attachment: attachment && toAttachmentDto(attachment),
  created_at: m.createdAt,
});

const attachmentColumns = {
  id: uploads.id,
  filename: uploads.filename,
  contentType: uploads.contentType,
  sizeBytes: uploads.sizeBytes,
};

/**
 * One page of a thread, newest first, before an optional cursor, with attachments; plus the other side's read
 * receipt. Which side the user is on is read in the same batch (one round trip): on no side, a 404 and none of it.
 */
export const listMessages = async ({
  db,
  auth,
  matchId,
  before,
  limit,
}: {
  db: Db;
  auth: Auth;
  matchId: string;
  before?: string;
  limit: number;
}) => {
  const partyQuery = matchPartyQuery({ db, auth, matchId });
  const [matches, rows, receipts] = await db.batch([
    partyQuery.query,
    db
      .select({
        message: messages,
        firstName: users.firstName,
        lastName: users.lastName,
        attachment: attachmentColumns,
      })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .leftJoin(uploads, eq(uploads.id, messages.attachmentUploadId))
      .where(
        before ? and(eq(messages.matchId, matchId), lt(messages.createdAt, before)) : eq(messages.matchId, matchId),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit + 1),
    db
      .select({ lastReadAt: messageReads.lastReadAt, side: users.profileOf })
      .from(messageReads)
      .innerJoin(users, eq(users.id, messageReads.userId))
      .where(eq(messageReads.matchId, matchId)),
  ]);
  const party = partyOr404(partyQuery.side, matches);
  const otherIsCreator = party.side === 'brand';
  const otherReads = receipts.filter((r) => (r.side === 'Influencer') === otherIsCreator).map((r) => r.lastReadAt);
  return {
    results: rows.slice(0, limit).map((r) => toDto(r.message, `${r.firstName} ${r.lastName}`.trim(), r.attachment)),
    has_more: rows.length > limit,
    other_side_last_read_at: otherReads.sort().at(-1) ?? null,
    my_side: party.side,
  };
};

/**
 * Sends a message, with the sender's finished image if one is named, and writes its `message.sent` event in the
 * same batch; the sender has read the thread. Two round trips: which side the sender is on and their upload (the
 * session folded in; 404, 409 and 400 decided there, nothing written), then one batch guarded on both — the upload
 * still the sender's and complete, the sender still on a side of the match — with the message, the read receipt and
 * the event. The answer is built from what was read and written: no read-back.
 */
export const sendMessage = async ({
  db,
  auth,
  matchId,
  body,
  attachmentUploadId,
}: {
  db: Db;
  auth: Auth;
  matchId: string;
  body: string;
  attachmentUploadId?: string;
}) => {
  const senderId = auth.user.id;
  const partyQuery = matchPartyQuery({ db, auth, matchId });
  // No upload named: the upload's statement finds nothing and is not looked at.
  const [matches, ownUpload] = await db.batch([
    partyQuery.query,
    selectOwnUpload({ db, ownerId: senderId, uploadId: attachmentUploadId ?? '' }),
  ]);
  const party = partyOr404(partyQuery.side, matches);
  const attachment = attachmentUploadId ? attachableUpload(ownUpload[0]) : null;
  const now = new Date().toISOString();
  const row = {
    id: crypto.randomUUID(),
    matchId: party.match.id,
    senderId,
    senderSide: party.side,
    body,
    attachmentUploadId: attachment?.id ?? null,
    createdAt: now,
  };
  const { event, insert } = newDomainEvent({
    db,
    type: 'message.sent',
    payload: {
      match_id: party.match.id,
      message_id: row.id,
      sender_side: party.side,
      actor_id: senderId,
      preview: (body || 'Sent a photo.').slice(0, PREVIEW_LENGTH),
    },
  });
  await batchWithOwnUpload({
    db,
    upload: { ownerId: senderId, uploadId: attachment?.id, what: 'image' },
    steps: [
      stillParty({ db, auth, matchId }),
      db.insert(messages).values(row),
      markReadStatement(db, party.match.id, senderId, now),
      insert,
    ],
    lost: () => notFound('conversation'),
  });
  // The sender's name came with the session (read in the first batch).
  const senderName = `${auth.user.firstName} ${auth.user.lastName}`.trim();
  return { message: toDto(row, senderName, attachment), event };
};

const markReadStatement = (db: Db, matchId: string, userId: string, at: string) =>
  db
    .insert(messageReads)
    .values({ matchId, userId, lastReadAt: at })
    .onConflictDoUpdate({ target: [messageReads.matchId, messageReads.userId], set: { lastReadAt: at } });

/**
 * The user has read the conversation up to now. Two round trips: which side they are on (the session folded in;
 * on none, a 404), then the receipt, guarded on their still being on that side.
 */
export const markThreadRead = async ({ db, auth, matchId }: { db: Db; auth: Auth; matchId: string }) => {
  const partyQuery = matchPartyQuery({ db, auth, matchId });
  const party = partyOr404(partyQuery.side, await inBatch(db, partyQuery.query));
  const at = new Date().toISOString();
  await runGuardedBatch(
    db,
    [stillParty({ db, auth, matchId }), markReadStatement(db, party.match.id, auth.user.id, at)],
    () => notFound('conversation'),
  );
  return at;
};
