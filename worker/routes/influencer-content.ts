import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { withPageLinks } from '../lib/page-links';
import type { AppEnv } from '../lib/context';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { foldSession } from '../lib/session-fold';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import {
  ZContentDeliverable,
  ZCreateSubmission,
  ZDeliverableIdParams,
  ZPublishDeliverable,
  ZSubmissionCreated,
  ZSubmissionList,
} from '../schemas/content';
import { ZPageQuery } from '../schemas/pagination';
import { listCreatorSubmissions } from '../services/content/list-submissions';
import { correctPostUrl, publishDeliverable } from '../services/content/publish-deliverable';
import { submitContent } from '../services/content/submit-content';
import { dispatchEvents, type DomainEvent } from '../services/outbox/outbox';
import { refreshProviderMetrics } from '../services/metrics/pull-provider-metrics';

const tags = ['creator content'];
const creatorOnly = [requireUser, requireRole('Influencer')];

/** Sends the committed event to the queue after the response (the scheduler re-sends it if this fails). */
const dispatchLater = (c: Context<AppEnv>, event: DomainEvent) =>
  c.executionCtx.waitUntil(dispatchEvents({ env: c.env, db: c.get('db'), events: [event] }));

export const influencerContentRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/influencer/deliverables/{id}/submissions/',
        tags,
        summary: 'My deliverable and its submitted versions (newest first)',
        middleware: creatorOnly,
        request: { params: ZDeliverableIdParams, query: ZPageQuery },
        responses: { 200: jsonContent(ZSubmissionList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(
        withPageLinks(
          c.req.url,
          c.req.valid('query'),
          await listCreatorSubmissions({
            db: c.get('db'),
            userId: authOf(c).user.id,
            deliverableId: c.req.valid('param').id,
            page: c.req.valid('query'),
          }),
        ),
        200,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/influencer/deliverables/{id}/submissions/',
        tags,
        summary: 'Submit a new version from a finished upload, with a caption',
        middleware: creatorOnly,
        request: { params: ZDeliverableIdParams, ...jsonBody(ZCreateSubmission) },
        responses: {
          201: jsonContent(ZSubmissionCreated, 'The new version and the deliverable, now submitted'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    ),
    async (c) => {
      const { event, ...created } = await submitContent({
        db: c.get('db'),
        userId: authOf(c).user.id,
        deliverableId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      dispatchLater(c, event);
      return c.json(created, 201);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/influencer/deliverables/{id}/publish/',
        tags,
        summary: 'Record the live post’s link for approved content',
        middleware: creatorOnly,
        request: { params: ZDeliverableIdParams, ...jsonBody(ZPublishDeliverable) },
        responses: {
          200: jsonContent(ZContentDeliverable, 'The deliverable, now published'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    ),
    async (c) => {
      const { event, deliverable } = await publishDeliverable({
        db: c.get('db'),
        userId: authOf(c).user.id,
        deliverableId: c.req.valid('param').id,
        postUrl: c.req.valid('json').post_url,
      });
      dispatchLater(c, event);
      c.executionCtx.waitUntil(
        refreshProviderMetrics({ env: c.env, db: c.get('db'), deliverableIds: [deliverable.id] }),
      );
      return c.json(deliverable, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'patch',
        path: '/influencer/deliverables/{id}/post-url/',
        tags,
        summary: 'Correct the live post’s link (until the brand confirms the post)',
        middleware: creatorOnly,
        request: { params: ZDeliverableIdParams, ...jsonBody(ZPublishDeliverable) },
        responses: {
          200: jsonContent(ZContentDeliverable, 'The deliverable with the corrected link'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    ),
    async (c) => {
      const deliverable = await correctPostUrl({
        db: c.get('db'),
        userId: authOf(c).user.id,
        deliverableId: c.req.valid('param').id,
        postUrl: c.req.valid('json').post_url,
      });
      c.executionCtx.waitUntil(
        refreshProviderMetrics({ env: c.env, db: c.get('db'), deliverableIds: [deliverable.id] }),
      );
      return c.json(deliverable, 200);
    },
  );
