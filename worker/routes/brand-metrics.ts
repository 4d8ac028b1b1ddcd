import { createRouter, jsonBody } from '../lib/openapi';
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
import { afterCommit, brandAccess, brandArea, brandContext, requirePermission } from '../http/brand-access';
import { creatorArea, creatorContext } from '../http/creator-access';
import { csvFile } from '../http/route-area';

const tags = ['campaign metrics'];
/** Brand users whose plan includes Campaign Metrics Report (strategists are not granted it, spec §6). */
const metricsReaders = brandArea(tags, [...brandAccess, requirePermission('METRICS_REPORT')]);
const creatorPosts = creatorArea(tags);
const onePost = { request: { params: ZDeliverableIdParams }, errors: [404] } as const;

export const brandMetricsRoutes = createRouter()
  .openapi(
    metricsReaders.read('/brand/campaigns/{id}/metrics/', ZCampaignMetrics, {
      summary: 'A campaign’s results: totals, per creator and per post, and the daily series',
      description:
        'Engagement rate = (likes + comments + shares + saves) / reach. Spend = the measured posts’ rates. CPM = spend / impressions × 1000; CPE = spend / engagements. EMV: see `emv_rates_cents`.',
      request: { params: ZIdParam },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadCampaignMetrics({ db, brandId, campaignId: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    metricsReaders.csv('/brand/campaigns/{id}/metrics.csv', {
      summary: 'The metrics report as CSV (one line per post, then the total)',
      request: { params: ZIdParam },
      session: 'before',
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const metrics = await loadCampaignMetrics({ db, brandId, campaignId: c.req.valid('param').id });
      return csvFile(c, metricsCsv(metrics), csvFilename(metrics.campaign.title));
    },
  )
  .openapi(
    metricsReaders.write('post', '/brand/request-metrics/', ZMetricsRequestResult, {
      summary: 'Ask a creator for the figures of their live posts (a match’s, or the posts named)',
      request: jsonBody(ZRequestMetrics),
      errors: [409],
      status: 201,
      answer: 'The requests made',
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const { events, ...result } = await requestMetrics({ db, brandId, actorId, input: c.req.valid('json') });
      afterCommit(c, events);
      return c.json(result, 201);
    },
  )
  .openapi(
    metricsReaders.file('/brand/deliverables/{id}/metrics/screenshot/', {
      summary: 'The insights screenshot the creator sent with a post’s figures',
      request: { params: ZDeliverableIdParams },
      type: 'image/*',
      answer: 'The image',
      ranges: true,
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const row = await findPostScreenshot({ db, brandId, deliverableId: c.req.valid('param').id });
      return serveMedia({ env: c.env, row, rangeHeader: c.req.header('range') });
    },
  )
  .openapi(
    creatorPosts.read('/influencer/deliverables/{id}/metrics/', ZCreatorPostMetrics, {
      summary: 'My figures for a live post, newest first, and the brand’s open request',
      ...onePost,
    }),
    async (c) =>
      c.json(await readCreatorPostMetrics({ ...creatorContext(c), deliverableId: c.req.valid('param').id }), 200),
  )
  .openapi(
    creatorPosts.write('post', '/influencer/deliverables/{id}/metrics/', ZPostMetricsSnapshot, {
      summary: 'Report a live post’s figures (today’s snapshot), optionally with a screenshot upload',
      request: { params: ZDeliverableIdParams, ...jsonBody(ZSubmitPostMetrics) },
      errors: [404, 409],
      status: 201,
      answer: 'The snapshot',
      session: 'fold',
    }),
    async (c) => {
      const post = { deliverableId: c.req.valid('param').id, input: c.req.valid('json') };
      return c.json(await submitPostMetrics({ ...creatorContext(c), ...post }), 201);
    },
  );
