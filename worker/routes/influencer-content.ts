import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import { withPageLinks } from '../lib/page-links';
import { createRouter, jsonBody } from '../lib/openapi';
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
import { refreshProviderMetrics } from '../services/metrics/pull-provider-metrics';
import { creatorArea, dispatchLater } from '../http/creator-access';

const content = creatorArea(['creator content']);
/** A change to my deliverable folds its session into the deliverable's read (a read, then one guarded batch). */
const myDeliverable = { errors: [404, 409], session: 'fold' } as const;
const postLink = { request: { params: ZDeliverableIdParams, ...jsonBody(ZPublishDeliverable) }, ...myDeliverable };

/** My deliverables are found by my account. */
const mine = (c: Context<AppEnv>) => ({ db: c.get('db'), userId: authOf(c).user.id });

/** My deliverable named in the path, and the live post's link sent for it. */
const myPostLink = (c: Context<AppEnv, string, { out: { param: { id: string }; json: { post_url: string } } }>) => ({
  ...mine(c),
  deliverableId: c.req.valid('param').id,
  postUrl: c.req.valid('json').post_url,
});

/** The deliverable's figures are pulled again from the provider after the answer (its post link is new). */
const refreshFigures = (c: Context<AppEnv>, deliverableId: string) =>
  c.executionCtx.waitUntil(refreshProviderMetrics({ env: c.env, db: c.get('db'), deliverableIds: [deliverableId] }));

export const influencerContentRoutes = createRouter()
  .openapi(
    content.read('/influencer/deliverables/{id}/submissions/', ZSubmissionList, {
      summary: 'My deliverable and its submitted versions (newest first)',
      request: { params: ZDeliverableIdParams, query: ZPageQuery },
      errors: [404],
    }),
    async (c) => {
      const page = c.req.valid('query');
      const list = await listCreatorSubmissions({ ...mine(c), deliverableId: c.req.valid('param').id, page });
      return c.json(withPageLinks(c.req.url, page, list), 200);
    },
  )
  .openapi(
    content.write('post', '/influencer/deliverables/{id}/submissions/', ZSubmissionCreated, {
      summary: 'Submit a new version from a finished upload, with a caption',
      request: { params: ZDeliverableIdParams, ...jsonBody(ZCreateSubmission) },
      ...myDeliverable,
      status: 201,
      answer: 'The new version and the deliverable, now submitted',
    }),
    async (c) => {
      const submission = { deliverableId: c.req.valid('param').id, input: c.req.valid('json') };
      const { event, ...created } = await submitContent({ ...mine(c), ...submission });
      dispatchLater(c, event);
      return c.json(created, 201);
    },
  )
  .openapi(
    content.write('post', '/influencer/deliverables/{id}/publish/', ZContentDeliverable, {
      summary: 'Record the live post’s link for approved content',
      ...postLink,
      answer: 'The deliverable, now published',
    }),
    async (c) => {
      const { event, deliverable } = await publishDeliverable(myPostLink(c));
      dispatchLater(c, event);
      refreshFigures(c, deliverable.id);
      return c.json(deliverable, 200);
    },
  )
  .openapi(
    content.write('patch', '/influencer/deliverables/{id}/post-url/', ZContentDeliverable, {
      summary: 'Correct the live post’s link (until the brand confirms the post)',
      ...postLink,
      answer: 'The deliverable with the corrected link',
    }),
    async (c) => {
      const deliverable = await correctPostUrl(myPostLink(c));
      refreshFigures(c, deliverable.id);
      return c.json(deliverable, 200);
    },
  );
