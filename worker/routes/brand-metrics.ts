import { createRoute, z } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { foldSession } from '../lib/session-fold';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZIdParam } from '../schemas/campaign';
import { ZDeliverableIdParams } from '../schemas/content';
import {
  ZCampaignMetrics,
  ZCreatorPostMetrics,
  ZMetricsRequestResult,
  ZPostMetricsSnapshot,
  ZRequestMetrics,
  ZSubmitPostMetrics,
} from '../schemas/metrics';
import { loadCampaignMetrics } from '../services/metrics/campaign-metrics';
import { readCreatorPostMetrics, submitPostMetrics } from '../services/metrics/creator-post-metrics';
import { csvFilename, metricsCsv } from '../services/metrics/metrics-csv';
import { findPostScreenshot } from '../services/metrics/post-screenshot';
import { requestMetrics } from '../services/metrics/request-metrics';
import { serveMedia } from '../services/uploads/serve-media';
import { afterCommit, brandAccess, brandContext, requirePermission } from '../http/brand-access';
import { creatorOnly } from '../http/creator-access';

const tags = ['campaign metrics'];
/** Brand users whose plan includes Campaign Metrics Report (strategists are not granted it, spec §6). */
const metricsReaders = [...brandAccess, requirePermission('METRICS_REPORT')];
const binary = (description: string) => ({
  description,
  content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
});

export const brandMetricsRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/{id}/metrics/',
        tags,
        summary: 'A campaign’s results: totals, per creator and per post, and the daily series',
        description:
          'Engagement rate = (likes + comments + shares + saves) / reach. Spend = the measured posts’ rates. CPM = spend / impressions × 1000; CPE = spend / engagements. EMV: see `emv_rates_cents`.',
        middleware: metricsReaders,
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZCampaignMetrics), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadCampaignMetrics({ db, brandId, campaignId: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/brand/campaigns/{id}/metrics.csv',
      tags,
      summary: 'The metrics report as CSV (one line per post, then the total)',
      middleware: metricsReaders,
      request: { params: ZIdParam },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const metrics = await loadCampaignMetrics({ db, brandId, campaignId: c.req.valid('param').id });
      return c.body(metricsCsv(metrics), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFilename(metrics.campaign.title)}"`,
        'Cache-Control': 'no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/request-metrics/',
      tags,
      summary: 'Ask a creator for the figures of their live posts (a match’s, or the posts named)',
      middleware: metricsReaders,
      request: jsonBody(ZRequestMetrics),
      responses: {
        201: jsonContent(ZMetricsRequestResult, 'The requests made'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const { events, ...result } = await requestMetrics({ db, brandId, actorId, input: c.req.valid('json') });
      afterCommit(c, events);
      return c.json(result, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/brand/deliverables/{id}/metrics/screenshot/',
      tags,
      summary: 'The insights screenshot the creator sent with a post’s figures',
      middleware: metricsReaders,
      request: { params: ZDeliverableIdParams },
      responses: {
        200: binary('The image'),
        206: binary('The requested range'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const row = await findPostScreenshot({ db, brandId, deliverableId: c.req.valid('param').id });
      return serveMedia({ env: c.env, row, rangeHeader: c.req.header('range') });
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/influencer/deliverables/{id}/metrics/',
        tags,
        summary: 'My figures for a live post, newest first, and the brand’s open request',
        middleware: [...creatorOnly],
        request: { params: ZDeliverableIdParams },
        responses: { 200: jsonContent(ZCreatorPostMetrics), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(
        await readCreatorPostMetrics({
          db: c.get('db'),
          userId: authOf(c).user.id,
          deliverableId: c.req.valid('param').id,
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/influencer/deliverables/{id}/metrics/',
      tags,
      summary: 'Report a live post’s figures (today’s snapshot), optionally with a screenshot upload',
      middleware: [...creatorOnly],
      request: { params: ZDeliverableIdParams, ...jsonBody(ZSubmitPostMetrics) },
      responses: { 201: jsonContent(ZPostMetricsSnapshot, 'The snapshot'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await submitPostMetrics({
          db: c.get('db'),
          userId: authOf(c).user.id,
          deliverableId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        201,
      ),
  );
