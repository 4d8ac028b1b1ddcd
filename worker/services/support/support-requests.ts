import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { brandMembers, brands, supportReplies, supportRequests, uploads, users } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { ALWAYS_OPEN_TOPICS, type TNewSupportRequest, type TSupportRequest } from '../../schemas/support';
import { newDomainEvent } from '../outbox/outbox';
import { auditInsert } from '../staff/audit-log';
import { findOwnFinishedUpload } from '../uploads/find-upload';
import { paths } from '../../schemas/app-paths';

const LIST_LIMIT = 200;
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Requests matching `where`, newest activity first, each with its requester, attachment and replies. */
const loadRequests = async (db: Db, where: SQL | undefined): Promise<TSupportRequest[]> => {
  // The requests' ids as a subquery: their replies ride in the same batch (one round trip).
  const requestIds = db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(where)
    .orderBy(desc(supportRequests.updatedAt))
    .limit(LIST_LIMIT);
  const [rows, replies] = await db.batch([
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
  ]);
  return rows.map(({ request, user, brandName, upload }) => ({
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
};

/**
 * A question to support. Without Customer Support in the plan, a brand may still write about billing or its
 * account; a suspended user only about their account. An attachment is one of the caller's finished uploads.
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
  if (input.attachment_upload_id)
    await findOwnFinishedUpload({ db, ownerId: user.id, uploadId: input.attachment_upload_id, what: 'attachment' });
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db.insert(supportRequests).values({
    id,
    userId: user.id,
    brandId,
    topic: input.topic,
    subject: input.subject,
    message: input.message,
    attachmentUploadId: input.attachment_upload_id ?? null,
    updatedAt: now,
  });
  const [created] = await loadRequests(db, eq(supportRequests.id, id));
  return created!;
};

/** A brand's requests (everyone on the team sees them) or a person's own. */
export const listBrandSupportRequests = ({ db, brandId }: { db: Db; brandId: string }) =>
  loadRequests(db, eq(supportRequests.brandId, brandId));
export const listOwnSupportRequests = ({ db, userId }: { db: Db; userId: string }) =>
  loadRequests(db, eq(supportRequests.userId, userId));
export const listAllSupportRequests = ({ db, status }: { db: Db; status?: 'open' | 'answered' | 'closed' }) =>
  loadRequests(db, status ? eq(supportRequests.status, status) : undefined);

/** The brand a brand user belongs to, for filing their request under it. */
export const brandOfUser = async ({ db, userId }: { db: Db; userId: string }) => {
  const [m] = await db
    .select({ brandId: brandMembers.brandId })
    .from(brandMembers)
    .where(eq(brandMembers.userId, userId));
  return m?.brandId ?? null;
};

/** Staff answer: the reply is stored, the request is answered (or closed), the requester is e-mailed through the outbox. */
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
  const [request] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  if (!request) throw notFound('support request');
  const status = close ? 'closed' : 'answered';
  const now = new Date().toISOString();
  const [requester] = await db.select({ profileOf: users.profileOf }).from(users).where(eq(users.id, request.userId));
  const link =
    requester?.profileOf === 'Influencer'
      ? `${paths.creator.settingsAccount.getHref()}#support`
      : paths.brand.support.getHref();
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
  await db.batch([
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
  ]);
  const [updated] = await loadRequests(db, eq(supportRequests.id, id));
  return { result: updated!, events: [event] };
};

/** Staff close or reopen a request. */
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
  const [request] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  if (!request) throw notFound('support request');
  if (request.status === status) throw conflict(`This request is already ${status}.`);
  // Conditional on the status just read: of simultaneous changes one wins (one audit row), the others get a 409.
  await runGuardedBatch(
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
    ],
    `This request is already ${status}.`,
  );
  const [updated] = await loadRequests(db, eq(supportRequests.id, id));
  return updated!;
};
