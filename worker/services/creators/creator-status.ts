import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { creatorProfiles, creatorReviews, users } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { isStaffUser } from '../../lib/middleware/staff-only';
import type { TUserStatus } from '../../schemas/user';
import { newDomainEvent, type DomainEvent } from '../outbox/outbox';
import { auditInsert } from '../staff/audit-log';
import { allFlags, withFlags } from './onboarding-flags';

/** The creator's account, to decide on: a statement for the caller's read batch (the session rides in it when folded). */
const creatorUserQuery = (db: Db, creatorId: string) =>
  db
    .select({ userId: users.id, current: users.status, email: users.email })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(creatorProfiles.id, creatorId))
    .limit(1);

/** The creator's newest review: a statement for the same read batch. */
const latestReviewQuery = (db: Db, creatorId: string) =>
  db
    .select({ decision: creatorReviews.decision })
    .from(creatorReviews)
    .where(eq(creatorReviews.creatorId, creatorId))
    .orderBy(desc(creatorReviews.createdAt))
    .limit(1);

/** The creator's newest review decision, in SQL (null before any review). */
const newestDecisionSql = (creatorId: string) =>
  sql`(SELECT decision FROM creator_reviews WHERE creator_id = ${creatorId} ORDER BY created_at DESC, rowid DESC LIMIT 1)`;

/**
 * Records a review only while the creator waits for approval and `when` holds, so it can be guarded: of racing
 * calls the first writes and the rest change no row.
 */
const insertReviewIf = (
  db: Db,
  r: {
    creatorId: string;
    userId: string;
    decision: 'requested' | 'rejected';
    reason: string | null;
    reviewerId: string | null;
    when: SQL;
  },
) =>
  db.run(sql`INSERT INTO creator_reviews (id, creator_id, decision, reason, reviewer_id)
    SELECT ${crypto.randomUUID()}, ${r.creatorId}, ${r.decision}, ${r.reason}, ${r.reviewerId}
    WHERE EXISTS (SELECT 1 FROM users WHERE id = ${r.userId} AND status = 'PENDING') AND ${r.when}`);

/**
 * Sets a creator's account status. Spec §4: any status other than PENDING marks onboarding complete. Approving
 * (PENDING → ACTIVE) records the review, sets `notified_approved` and emits `creator.approved`, which the queue
 * consumer turns into the in-app notification and the e-mail. Staff may set any status; strategists may only
 * approve. Setting the status a creator already has is a 409. Staff actions are audited.
 */
export const setCreatorStatus = async ({
  db,
  auth,
  creatorId,
  status,
}: {
  db: Db;
  auth: Auth;
  creatorId: string;
  status: TUserStatus;
}) => {
  // One read (with the session on a folded request, so the staff flag below is the account's own, not the token's).
  const [row] = await inBatch(db, creatorUserQuery(db, creatorId));
  if (!isStaffUser(auth.user) && !(auth.user.profileOf === 'Strategist' && status === 'ACTIVE'))
    throw forbidden('Only staff can change a creator’s status; strategists can approve.');
  if (!row) throw notFound('creator');
  if (row.current === status) throw conflict(`This creator is already ${status}.`);
  const approving = row.current === 'PENDING' && status === 'ACTIVE';
  const events: DomainEvent[] = [];
  const approval = approving
    ? newDomainEvent({
        db,
        type: 'creator.approved',
        payload: { creator_id: creatorId, user_id: row.userId, actor_id: auth.user.id },
      })
    : null;
  if (approval) events.push(approval.event);
  // Conditional on the status just read: of simultaneous approvals one wins (one review, one event), the rest get a
  // 409. The flags of the answer are the profile update's own row (no read-back).
  const [, , flagged] = await runGuardedBatch(
    db,
    [
      db
        .update(users)
        .set({ status })
        .where(and(eq(users.id, row.userId), eq(users.status, row.current))),
      abortUnlessChanged(db),
      db
        .update(creatorProfiles)
        .set({
          onboarding: withFlags(
            status === 'PENDING'
              ? { onboarding_complete: false }
              : { onboarding_complete: true, ...(approving ? { notified_approved: true } : {}) },
          ),
        })
        .where(eq(creatorProfiles.id, creatorId))
        .returning({ onboarding: creatorProfiles.onboarding }),
      ...(approving
        ? [db.insert(creatorReviews).values({ creatorId, decision: 'approved', reviewerId: auth.user.id })]
        : []),
      ...(approval ? [approval.insert] : []),
      ...(isStaffUser(auth.user)
        ? [
            auditInsert({
              db,
              entry: {
                actorId: auth.user.id,
                action: approving ? 'creator.approve' : 'creator.set_status',
                targetType: 'user',
                targetId: row.userId,
                summary: `${approving ? 'Approved creator' : `Set status ${status} of creator`} ${row.email}`,
                before: { status: row.current },
                after: { status },
              },
            }),
          ]
        : []),
    ],
    `This creator is already ${status}.`,
  );
  return {
    result: { id: creatorId, user_id: row.userId, status, onboarding: allFlags(flagged[0]?.onboarding) },
    events,
  };
};

/**
 * Staff turn a waiting creator down with a reason: the creator stays PENDING, leaves the queue and is told what to
 * change (`creator.rejected` → in-app notification and e-mail); they come back to the queue when they resubmit.
 */
export const rejectCreator = async ({
  db,
  auth,
  creatorId,
  reason,
}: {
  db: Db;
  auth: Auth;
  creatorId: string;
  reason: string;
}) => {
  // One read (with the session on a folded request): the creator's account and their newest review.
  const [[row], [latest]] = await db.batch([creatorUserQuery(db, creatorId), latestReviewQuery(db, creatorId)]);
  if (!row) throw notFound('creator');
  if (row.current !== 'PENDING') throw conflict('Only a creator waiting for approval can be rejected.');
  if (latest?.decision === 'rejected') throw conflict('This creator was already asked for changes.');
  const { event, insert } = newDomainEvent({
    db,
    type: 'creator.rejected',
    payload: {
      creator_id: creatorId,
      user_id: row.userId,
      actor_id: auth.user.id,
      reason,
    },
  });
  // Conditional on the creator still waiting and not already asked: of simultaneous rejections one is recorded,
  // told and audited; the others get a 409.
  await runGuardedBatch(
    db,
    [
      insertReviewIf(db, {
        creatorId,
        userId: row.userId,
        decision: 'rejected',
        reason,
        reviewerId: auth.user.id,
        when: sql`COALESCE(${newestDecisionSql(creatorId)}, '') <> 'rejected'`,
      }),
      abortUnlessChanged(db),
      insert,
      auditInsert({
        db,
        entry: {
          actorId: auth.user.id,
          action: 'creator.reject',
          targetType: 'user',
          targetId: row.userId,
          summary: `Rejected creator ${row.email}`,
          before: { status: 'PENDING' },
          after: { status: 'PENDING', reason },
        },
      }),
    ],
    'This creator was already asked for changes.',
  );
  return {
    result: {
      id: creatorId,
      status: 'PENDING' as const,
      latest_review: { decision: 'rejected' as const, reason, created_at: new Date().toISOString() },
    },
    events: [event],
  };
};

/** A creator asks for another review after a rejection (back into the staff queue). 409 unless rejected last. */
export const requestCreatorReview = async ({ db, creatorId }: { db: Db; creatorId: string }) => {
  // One read (with the session on a folded request): the creator's account and their newest review.
  const [[row], [latest]] = await db.batch([creatorUserQuery(db, creatorId), latestReviewQuery(db, creatorId)]);
  if (!row) throw notFound('creator');
  const notWaiting = 'Your profile is not waiting for changes.';
  if (row.current !== 'PENDING' || latest?.decision !== 'rejected') throw conflict(notWaiting);
  await runGuardedBatch(
    db,
    [
      insertReviewIf(db, {
        creatorId,
        userId: row.userId,
        decision: 'requested',
        reason: null,
        reviewerId: null,
        when: sql`${newestDecisionSql(creatorId)} = 'rejected'`,
      }),
      abortUnlessChanged(db),
    ],
    notWaiting,
  );
  return { decision: 'requested' as const, reason: null, created_at: new Date().toISOString() };
};

/** The creator's newest review row, for their own onboarding screen. */
export const latestCreatorReview = async ({ db, creatorId }: { db: Db; creatorId: string }) => {
  const [latest] = await inBatch(
    db,
    db
      .select()
      .from(creatorReviews)
      .where(eq(creatorReviews.creatorId, creatorId))
      .orderBy(desc(creatorReviews.createdAt))
      .limit(1),
  );
  return latest ? { decision: latest.decision, reason: latest.reason, created_at: latest.createdAt } : null;
};
