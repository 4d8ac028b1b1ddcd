import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { brands, supportReplies, supportRequests, uploads, users } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { ALWAYS_OPEN_TOPICS, type TNewSupportRequest, type TSupportRequest } from '../../schemas/support';
import { newDomainEvent } from '../outbox/outbox';
import { auditInsert } from '../staff/audit-log';
import { batchWithOwnUpload } from '../uploads/find-upload';
import { paths } from '../../schemas/app-paths';

const LIST_LIMIT = 200;
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * The two statements that read the requests matching `where` (newest activity first, each with its requester,
 * attachment and replies): one batch, or the tail of a write batch whose answer they are.
 */
const requestStatements = (db: Db, where: SQL | undefined) => {
  // The requests' ids as a subquery: their replies ride in the same batch (one round trip).
  const requestIds = db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(where)
    .orderBy(desc(supportRequests.updatedAt))
    .limit(LIST_LIMIT);
  return [
    db
      .select({ request: supportRequests, user: users, brandName: brands.name, upload: uploads })
      .from(supportRequests)
      .innerJoin(users, eq(users.id, supportRequests.userId))
      .leftJoin(brands, eq(brands.id, supportRequests.brandId))
      .leftJoin(uploads, eq(uploads.id, supportRequests.attachmentUploadId))
      .where(where)
      .orderBy(desc(supportRequests.updatedAt))
      .limit(LIST_LIMIT),
    db
      .select({ reply: supportReplies, author: users })
      .from(supportReplies)
      .innerJoin(users, eq(users.id, supportReplies.authorId))
      .where(inArray(supportReplies.requestId, requestIds))
      .orderBy(asc(supportReplies.createdAt)),
  ] as const;
};
type RequestStatements = ReturnType<typeof requestStatements>;
type RequestRows = Awaited<RequestStatements[0]>;
type ReplyRows = Awaited<RequestStatements[1]>;

const toRequests = (rows: RequestRows, replies: ReplyRows): TSupportRequest[] =>
  rows.map(({ request, user, brandName, upload }) => ({
    id: request.id,
    topic: request.topic,
    subject: request.subject,
    message: request.message,
    status: request.status,
    attachment: upload
      ? {
          id: upload.id,
          filename: upload.filename,
          content_type: upload.contentType,
          url: `/api/uploads/${upload.id}/media/`,
        }
      : null,
    requester: { name: fullName(user), email: user.email, profile_of: user.profileOf, brand_name: brandName },
    replies: replies
      .filter((r) => r.reply.requestId === request.id)
      .map((r) => ({
        id: r.reply.id,
        from_staff: r.reply.fromStaff,
        author: r.reply.fromStaff ? `${r.author.firstName} from Social Loop` : fullName(r.author),
        message: r.reply.message,
        created_at: r.reply.createdAt,
      })),
    created_at: request.createdAt,
    updated_at: request.updatedAt,
  }));

const loadRequests = async (db: Db, where: SQL | undefined) => {
  const [rows, replies] = await db.batch([...requestStatements(db, where)]);
  return toRequests(rows, replies);
};

/** The one request a write batch ended with (its last two results are `requestStatements`). */
const answerOf = (rows: RequestRows, replies: ReplyRows) => toRequests(rows, replies)[0]!;

/**
 * A question to support. Without Customer Support in the plan, a brand may still write about billing or its
 * account; a suspended user only about their account. An attachment is one of the caller's finished uploads.
 * One round trip after the session (which carries the plan): the attachment's guard, the insert and the answer.
 */
export const createSupportRequest = async ({
  db,
  user,
  brandId,
  hasCustomerSupport,
  input,
}: {
  db: Db;
  user: UserRow;
  brandId: string | null;
  hasCustomerSupport: boolean;
  input: TNewSupportRequest;
}) => {
  if (user.status === 'SUSPENDED' && input.topic !== 'account')
    throw new AppError(
      'permission_denied',
      'While your account is suspended you can write to us about your account only.',
      { fields: { topic: ['Choose “My account”.'] }, status: 403 },
    );
  if (!hasCustomerSupport && !ALWAYS_OPEN_TOPICS.includes(input.topic)) {
    throw new AppError(
      'feature_not_in_plan',
      'Your plan includes support about billing and your account. Upgrade for help with campaigns, payments and everything else.',
    );
  }
  const id = crypto.randomUUID();
  const attachment = { ownerId: user.id, uploadId: input.attachment_upload_id, what: 'attachment' };
  // One batch: the attachment's guard, the insert and the answer's reads.
  const [, rows, replies] = await batchWithOwnUpload({
    db,
    upload: attachment,
    steps: [
      db.insert(supportRequests).values({
        id,
        userId: user.id,
        brandId,
        topic: input.topic,
        subject: input.subject,
        message: input.message,
        attachmentUploadId: input.attachment_upload_id ?? null,
        updatedAt: new Date().toISOString(),
      }),
      ...requestStatements(db, eq(supportRequests.id, id)),
    ],
  });
  return answerOf(rows, replies);
};

/** A brand's requests (everyone on the team sees them) or a person's own. */
export const listBrandSupportRequests = ({ db, brandId }: { db: Db; brandId: string }) =>
  loadRequests(db, eq(supportRequests.brandId, brandId));
export const listOwnSupportRequests = ({ db, userId }: { db: Db; userId: string }) =>
  loadRequests(db, eq(supportRequests.userId, userId));
export const listAllSupportRequests = ({ db, status }: { db: Db; status?: 'open' | 'answered' | 'closed' }) =>
  loadRequests(db, status ? eq(supportRequests.status, status) : undefined);

/**
 * Staff answer: the reply is stored, the request is answered (or closed), the requester is e-mailed through the
 * outbox. Two round trips: the request with its requester (and, folded in, the session), then the writes and the answer.
 */
export const replyToSupportRequest = async ({
  db,
  staff,
  id,
  message,
  close,
}: {
  db: Db;
  staff: UserRow;
  id: string;
  message: string;
  close: boolean;
}) => {
  const [found] = await inBatch(
    db,
    db
      .select({ request: supportRequests, requesterProfile: users.profileOf })
      .from(supportRequests)
      .innerJoin(users, eq(users.id, supportRequests.userId))
      .where(eq(supportRequests.id, id)),
  );
  if (!found) throw notFound('support request');
  const { request } = found;
  const status = close ? 'closed' : 'answered';
  const now = new Date().toISOString();
  const link =
    found.requesterProfile === 'Influencer' ? paths.creator.settingsSupport.getHref() : paths.brand.support.getHref();
  const { event, insert } = newDomainEvent({
    db,
    type: 'support.answered',
    payload: {
      user_id: request.userId,
      request_id: id,
      subject: request.subject,
      preview: message.slice(0, 400),
      link,
      actor_id: staff.id,
    },
  });
  const [, , , , rows, replies] = await db.batch([
    db.insert(supportReplies).values({ requestId: id, authorId: staff.id, fromStaff: true, message }),
    db.update(supportRequests).set({ status, updatedAt: now }).where(eq(supportRequests.id, id)),
    insert,
    auditInsert({
      db,
      entry: {
        actorId: staff.id,
        action: 'support.reply',
        targetType: 'support_request',
        targetId: id,
        summary: `Answered “${request.subject}”`,
        before: { status: request.status },
        after: { status },
      },
    }),
    ...requestStatements(db, eq(supportRequests.id, id)),
  ]);
  return { result: answerOf(rows, replies), events: [event] };
};

/** Staff close or reopen a request: a read (with the session folded in), then one guarded batch ending in the answer. */
export const setSupportStatus = async ({
  db,
  staff,
  id,
  status,
}: {
  db: Db;
  staff: UserRow;
  id: string;
  status: 'open' | 'answered' | 'closed';
}) => {
  const [request] = await inBatch(db, db.select().from(supportRequests).where(eq(supportRequests.id, id)));
  if (!request) throw notFound('support request');
  if (request.status === status) throw conflict(`This request is already ${status}.`);
  // Conditional on the status just read: of simultaneous changes one wins (one audit row), the others get a 409.
  const [, , , rows, replies] = await runGuardedBatch(
    db,
    [
      db
        .update(supportRequests)
        .set({ status, updatedAt: new Date().toISOString() })
        .where(and(eq(supportRequests.id, id), eq(supportRequests.status, request.status))),
      abortUnlessChanged(db),
      auditInsert({
        db,
        entry: {
          actorId: staff.id,
          action: 'support.set_status',
          targetType: 'support_request',
          targetId: id,
          summary: `Marked “${request.subject}” ${status}`,
          before: { status: request.status },
          after: { status },
        },
      }),
      ...requestStatements(db, eq(supportRequests.id, id)),
    ],
    `This request is already ${status}.`,
  );
  return answerOf(rows, replies);
};
