import { linkedPage, withPageLinks } from '../lib/page-links';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZIdParam } from '../schemas/campaign';
import { ZDeliverableIdParams, ZReviewComment } from '../schemas/content';
import {
  ZBulkApprove,
  ZBulkApproveResult,
  ZByCampaignQuery,
  ZNewReviewComment,
  ZReviewCommentList,
  ZReviewDeliverable,
  ZReviewItem,
  ZReviewItemList,
  ZReviewVersions,
  ZSubmissionIdParams,
} from '../schemas/content-review';
import { ZPageQuery } from '../schemas/pagination';
import { confirmPost } from '../services/content-review/confirm-post';
import { listCampaignDeliverables } from '../services/content-review/list-campaign-deliverables';
import { bulkApprove, reviewDeliverable } from '../services/content-review/review-deliverable';
import {
  addSubmissionComment,
  brandSubmissionComments,
  creatorSubmissionComments,
} from '../services/content-review/submission-comments';
import { listBrandVersions } from '../services/content-review/versions';
import { afterCommit, brandAccess, brandArea, brandContext, requirePermission } from '../http/brand-access';
import { creatorArea, creatorContext } from '../http/creator-access';

const tags = ['content review'];
/** Brand users and strategists acting for the brand, with Content Management in the plan. */
const reviewers = brandArea(tags, [...brandAccess, requirePermission('CONTENT')]);
const creators = creatorArea(tags);
const oneSubmission = { request: { params: ZSubmissionIdParams } };

export const brandContentReviewRoutes = createRouter()
  .openapi(
    reviewers.read('/influencer/campaign-deliverable/by-campaign/', ZReviewItemList, {
      summary: 'Every deliverable of a campaign with its creator, status, newest version and version count',
      request: { query: ZByCampaignQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const query = c.req.valid('query');
      const list = (page: { page: number; pageSize: number }) =>
        listCampaignDeliverables({ db, brandId, campaignId: query.campaign_id, status: query.status, ...page });
      return c.json(await linkedPage(c.req.url, query, list), 200);
    },
  )
  .openapi(
    reviewers.write('patch', '/influencer/campaign-deliverable/{id}/', ZReviewItem, {
      summary: 'Approve the newest version, or request changes with a comment (optionally pinned to a video moment)',
      description:
        'A change request past the campaign’s revision rounds, a deliverable not waiting for review, or a race with another reviewer is a 409.',
      request: { params: ZDeliverableIdParams, ...jsonBody(ZReviewDeliverable) },
      errors: [409],
      answer: 'The deliverable after the review',
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      const review = { deliverableId: c.req.valid('param').id, input: c.req.valid('json') };
      const { deliverable, event } = await reviewDeliverable({ db, brandId, reviewer: auth.user, ...review });
      afterCommit(c, [event]);
      return c.json(deliverable, 200);
    },
  )
  .openapi(
    reviewers.write('post', '/brand/campaigns/{id}/content/bulk-approve/', ZBulkApproveResult, {
      summary: 'Approve several deliverables of a campaign; each succeeds or fails on its own',
      request: { params: ZIdParam, ...jsonBody(ZBulkApprove) },
      answer: 'One outcome per deliverable',
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const { events, ...result } = await bulkApprove({
        db,
        brandId,
        actorId,
        campaignId: c.req.valid('param').id,
        deliverableIds: c.req.valid('json').deliverable_ids,
      });
      afterCommit(c, events);
      return c.json(result, 200);
    },
  )
  .openapi(
    reviewers.read('/brand/deliverables/{id}/submissions/', ZReviewVersions, {
      summary: 'A deliverable’s versions, newest first, with media and comments',
      request: { params: ZDeliverableIdParams, query: ZPageQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const page = c.req.valid('query');
      const versions = await listBrandVersions({ db, brandId, deliverableId: c.req.valid('param').id, page });
      return c.json(withPageLinks(c.req.url, page, versions), 200);
    },
  )
  .openapi(
    reviewers.read('/brand/submissions/{id}/comments/', ZReviewCommentList, {
      summary: 'Review comments on a version, oldest first',
      ...oneSubmission,
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const submissionId = c.req.valid('param').id;
      return c.json({ results: await brandSubmissionComments({ db, brandId, submissionId }) }, 200);
    },
  )
  .openapi(
    reviewers.write('post', '/brand/submissions/{id}/comments/', ZReviewComment, {
      summary: 'Comment on a version, optionally pinned to a moment of its video (`at_seconds`)',
      request: { params: ZSubmissionIdParams, ...jsonBody(ZNewReviewComment) },
      status: 201,
      answer: 'The comment',
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const { body, at_seconds } = c.req.valid('json');
      const comment = { submissionId: c.req.valid('param').id, authorId: actorId, body, atSeconds: at_seconds ?? null };
      return c.json(await addSubmissionComment({ db, brandId, ...comment }), 201);
    },
  )
  .openapi(
    creators.read('/influencer/submissions/{id}/comments/', ZReviewCommentList, {
      summary: 'The brand’s feedback on one of my versions, oldest first',
      ...oneSubmission,
      errors: [404],
    }),
    async (c) => {
      const comments = { ...creatorContext(c), submissionId: c.req.valid('param').id };
      return c.json({ results: await creatorSubmissionComments(comments) }, 200);
    },
  )
  .openapi(
    reviewers.write('post', '/brand/deliverables/{id}/confirm-post/', ZReviewItem, {
      summary: 'Confirm the creator’s live-post link (it can no longer be changed)',
      request: { params: ZDeliverableIdParams },
      errors: [409],
      answer: 'The deliverable with its post confirmed',
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await confirmPost({ db, brandId, deliverableId: c.req.valid('param').id }), 200);
    },
  );
