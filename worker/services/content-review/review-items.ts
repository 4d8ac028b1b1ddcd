import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { contentSubmissions, reviewComments, uploads } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TSubmission } from '../../schemas/content';
import type { TReviewItem } from '../../schemas/content-review';
import { canMoveDeliverable } from '../content/deliverable-lifecycle';
import { selectComments, withComments } from '../content/submission-dto';
import type { BrandDeliverable } from './brand-deliverables';

const DAY_MS = 24 * 3600_000;

/** When a submission waiting since `submittedAt` is approved automatically (DESIGN §10). */
const autoApproveAt = (submittedAt: string, reviewWindowDays: number) =>
  new Date(Date.parse(submittedAt) + reviewWindowDays * DAY_MS).toISOString();

/**
 * The newest version of each of `deliverableIds` (a list, or a subquery of ids) with its media, and the comments
 * on those versions: two statements to ride in one batch (`latestByDeliverable` makes them the API's submissions).
 * Versions are numbered 1…n, so the newest version number is also the number of versions.
 */
export const latestSubmissionsQueries = ({ db, deliverableIds }: { db: Db; deliverableIds: string[] | SQLWrapper }) => {
  const newest = sql`${contentSubmissions.version} = (SELECT MAX(v.version) FROM content_submissions v WHERE v.deliverable_id = ${contentSubmissions.deliverableId})`;
  const ofThem = and(inArray(contentSubmissions.deliverableId, deliverableIds), newest);
  return [
    db
      .select({ submission: contentSubmissions, upload: uploads })
      .from(contentSubmissions)
      .leftJoin(uploads, eq(uploads.id, contentSubmissions.uploadId))
      .where(ofThem),
    selectComments({
      db,
      where: inArray(
        reviewComments.submissionId,
        db.select({ id: contentSubmissions.id }).from(contentSubmissions).where(ofThem),
      ),
    }),
  ] as const;
};

type LatestResults = readonly [
  Awaited<ReturnType<typeof latestSubmissionsQueries>[0]>,
  Awaited<ReturnType<typeof latestSubmissionsQueries>[1]>,
];

/** The newest submissions read by `latestSubmissionsQueries`, by deliverable id. */
export const latestByDeliverable = ([rows, comments]: LatestResults): Map<string, TSubmission> =>
  new Map(withComments(rows, comments).map((s) => [s.deliverable_id, s]));

/** A deliverable as the review screens show it. */
export const toReviewItem = (d: BrandDeliverable, latest: TSubmission | null): TReviewItem => {
  const isReviewable =
    d.matchStatus === 'contracted' && canMoveDeliverable('approve', d.status) && latest?.status === 'submitted';
  const revisionsLeft = Math.max(0, d.revisionRounds - d.revisionsUsed);
  return {
    id: d.id,
    match_id: d.matchId,
    campaign_id: d.campaignId,
    creator: { id: d.creatorId, name: d.creatorName, display_picture: d.creatorPicture },
    type: d.type,
    platform: d.platform,
    description: d.description,
    due_date: d.dueDate,
    rate_cents: d.rateCents,
    status: d.status,
    post_url: d.postUrl,
    revision_rounds: d.revisionRounds,
    revisions_used: d.revisionsUsed,
    revisions_left: revisionsLeft,
    versions: latest?.version ?? 0,
    latest_submission: latest,
    auto_approve_at: isReviewable && d.submittedAt ? autoApproveAt(d.submittedAt, d.reviewWindowDays) : null,
    can_approve: isReviewable,
    can_request_changes: isReviewable && revisionsLeft > 0,
    submitted_at: d.submittedAt,
    approved_at: d.approvedAt,
    published_at: d.publishedAt,
    post_confirmed_at: d.postConfirmedAt,
    can_confirm_post:
      Boolean(d.postUrl) && (d.status === 'published' || d.status === 'paid') && d.postConfirmedAt === null,
  };
};
