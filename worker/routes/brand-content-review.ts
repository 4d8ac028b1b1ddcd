import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { withPageLinks } from '../lib/page-links';
import { foldSession } from '../lib/session-fold';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
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
import { loadOwnCampaign } from '../services/campaigns/campaign-rows';
import { confirmPost } from '../services/content-review/confirm-post';
import { listCampaignDeliverables } from '../services/content-review/list-campaign-deliverables';
import { bulkApprove, reviewDeliverable } from '../services/content-review/review-deliverable';
import {
  addSubmissionComment,
  brandSubmissionComments,
  creatorSubmissionComments,
  findBrandSubmission,
} from '../services/content-review/submission-comments';
import { listBrandVersions } from '../services/content-review/versions';
import { afterCommit, brandAccess, brandContext, requirePermission } from '../http/brand-access';
import { creatorOnly } from '../http/creator-access';

const tags = ['content review'];
/** Brand users and strategists acting for the brand, with Content Management in the plan. */
const reviewers = [...brandAccess, requirePermission('CONTENT')];

export const brandContentReviewRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/influencer/campaign-deliverable/by-campaign/',
        tags,
        summary: 'Every deliverable of a campaign with its creator, status, newest version and version count',
        middleware: reviewers,
        request: { query: ZByCampaignQuery },
        responses: { 200: jsonContent(ZReviewItemList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const q = c.req.valid('query');
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await listCampaignDeliverables({
            db,
            brandId,
            campaignId: q.campaign_id,
            status: q.status,
            page: q.page,
            pageSize: q.page_size,
          }),
        ),
        200,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'patch',
        path: '/influencer/campaign-deliverable/{id}/',
        tags,
        summary: 'Approve the newest version, or request changes with a comment (optionally pinned to a video moment)',
        description:
          'A change request past the campaign’s revision rounds, a deliverable not waiting for review, or a race with another reviewer is a 409.',
        middleware: reviewers,
        request: { params: ZDeliverableIdParams, ...jsonBody(ZReviewDeliverable) },
        responses: {
          200: jsonContent(ZReviewItem, 'The deliverable after the review'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    ),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      const { deliverable, event } = await reviewDeliverable({
        db,
        brandId,
        reviewer: auth.user,
        deliverableId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      afterCommit(c, [event]);
      return c.json(deliverable, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/campaigns/{id}/content/bulk-approve/',
      tags,
      summary: 'Approve several deliverables of a campaign; each succeeds or fails on its own',
      middleware: reviewers,
      request: { params: ZIdParam, ...jsonBody(ZBulkApprove) },
      responses: {
        200: jsonContent(ZBulkApproveResult, 'One outcome per deliverable'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const campaign = await loadOwnCampaign({ db, brandId, id: c.req.valid('param').id });
      const ids = c.req.valid('json').deliverable_ids;
      const { events, ...result } = await bulkApprove({
        db,
        brandId,
        actorId,
        campaignId: campaign.id,
        deliverableIds: ids,
      });
      afterCommit(c, events);
      return c.json(result, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/deliverables/{id}/submissions/',
        tags,
        summary: 'A deliverable’s versions, newest first, with media and comments',
        middleware: reviewers,
        request: { params: ZDeliverableIdParams, query: ZPageQuery },
        responses: { 200: jsonContent(ZReviewVersions), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(
        withPageLinks(
          c.req.url,
          c.req.valid('query'),
          await listBrandVersions({
            db,
            brandId,
            deliverableId: c.req.valid('param').id,
            page: c.req.valid('query'),
          }),
        ),
        200,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/submissions/{id}/comments/',
        tags,
        summary: 'Review comments on a version, oldest first',
        middleware: reviewers,
        request: { params: ZSubmissionIdParams },
        responses: { 200: jsonContent(ZReviewCommentList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(
        { results: await brandSubmissionComments({ db, brandId, submissionId: c.req.valid('param').id }) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/submissions/{id}/comments/',
      tags,
      summary: 'Comment on a version, optionally pinned to a moment of its video (`at_seconds`)',
      middleware: reviewers,
      request: { params: ZSubmissionIdParams, ...jsonBody(ZNewReviewComment) },
      responses: { 201: jsonContent(ZReviewComment, 'The comment'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const submission = await findBrandSubmission({ db, brandId, submissionId: c.req.valid('param').id });
      const { body, at_seconds } = c.req.valid('json');
      return c.json(
        await addSubmissionComment({ db, submission, authorId: actorId, body, atSeconds: at_seconds ?? null }),
        201,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/influencer/submissions/{id}/comments/',
        tags,
        summary: 'The brand’s feedback on one of my versions, oldest first',
        middleware: [...creatorOnly],
        request: { params: ZSubmissionIdParams },
        responses: { 200: jsonContent(ZReviewCommentList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(
        {
          results: await creatorSubmissionComments({
            db: c.get('db'),
            userId: authOf(c).user.id,
            submissionId: c.req.valid('param').id,
          }),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/deliverables/{id}/confirm-post/',
      tags,
      summary: 'Confirm the creator’s live-post link (it can no longer be changed)',
      middleware: reviewers,
      request: { params: ZDeliverableIdParams },
      responses: {
        200: jsonContent(ZReviewItem, 'The deliverable with its post confirmed'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await confirmPost({ db, brandId, deliverableId: c.req.valid('param').id }), 200);
    },
  );
