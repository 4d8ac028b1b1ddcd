import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import {
  ZBrandNote,
  ZBrandNoteList,
  ZBrandNoteRequest,
  ZOrganizationDetail,
  ZOrganizationList,
  ZOrganizationListQuery,
} from '../schemas/internal-organizations';
import { ZOrganizationCreatorList } from '../schemas/internal-organization-creators';
import { addBrandNote, listBrandNotes } from '../services/internal/brand-notes';
import { campaignBrand } from '../services/internal/campaign-brand';
import { organizationCreators, organizationCreatorsCsv } from '../services/internal/organization-creators';
import { listOrganizations } from '../services/internal/list-organizations';
import { organizationDetail } from '../services/internal/organization-detail';
import { ZIdParam } from '../http/creator-access';
import { internalOnly } from '../http/internal-access';
import { withPageLinks } from '../lib/page-links';
import { foldSession } from '../lib/session-fold';

const base = { tags: ['internal: organizations'], middleware: [...internalOnly] };

/** The strategist's organizations: the brands they manage (staff: all), their health, and internal notes. */
export const internalOrganizationRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/organizations/',
        description:
          'Brands the strategist manages (staff: every brand) with plan, team, campaigns and what needs attention.',
        request: { query: ZOrganizationListQuery },
        responses: { 200: jsonContent(ZOrganizationList), ...errorResponses(400, 401, 403) },
      }),
    ),
    async (c) =>
      c.json(
        withPageLinks(
          c.req.url,
          c.req.valid('query'),
          await listOrganizations({ db: c.get('db'), auth: authOf(c), query: c.req.valid('query') }),
        ),
        200,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/organizations/{id}/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZOrganizationDetail), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(await organizationDetail({ db: c.get('db'), auth: authOf(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/organizations/{id}/creators/',
        description: 'Every creator who worked with or is in the pipeline of the brand.',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZOrganizationCreatorList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(await organizationCreators({ db: c.get('db'), auth: authOf(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/internal/organizations/{id}/creators.csv',
      request: { params: ZIdParam },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.body(
        await organizationCreatorsCsv({ db: c.get('db'), auth: authOf(c), brandId: c.req.valid('param').id }),
        200,
        {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="organization-creators.csv"',
          'Cache-Control': 'no-store',
        },
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/organizations/{id}/notes/',
        description: 'Internal notes about the brand; never shown to the brand.',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZBrandNoteList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(await listBrandNotes({ db: c.get('db'), auth: authOf(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/internal/organizations/{id}/notes/',
      request: { params: ZIdParam, ...jsonBody(ZBrandNoteRequest) },
      responses: { 201: jsonContent(ZBrandNote, 'Created'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) =>
      c.json(
        await addBrandNote({
          db: c.get('db'),
          auth: authOf(c),
          brandId: c.req.valid('param').id,
          body: c.req.valid('json').body,
        }),
        201,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/campaigns/{id}/brand/',
        description: 'The brand of a campaign the internal user manages (404 otherwise): deep links choose it.',
        request: { params: ZIdParam },
        responses: {
          200: jsonContent(z.object({ brand: z.object({ id: z.string().uuid(), name: z.string() }) })),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    ),
    async (c) =>
      c.json(await campaignBrand({ db: c.get('db'), auth: authOf(c), campaignId: c.req.valid('param').id }), 200),
  );
