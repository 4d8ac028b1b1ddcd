import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZInternalTeam, ZReassignBrandRequest } from '../schemas/internal-team';
import { deactivateInternalUser, listInternalTeam, reassignBrand } from '../services/internal/internal-team';
import { ZIdParam } from './influencer-shared';
import { internalOnly } from './internal-shared';

const base = { tags: ['internal: team'], middleware: [...internalOnly] };

/** The internal team: who manages which brands, handing a brand over, and (staff) deactivating an account. */
export const internalTeamRoutes = createRouter()
  .openapi(createRoute({ ...base, method: 'get', path: '/internal/team/', responses: { 200: jsonContent(ZInternalTeam), ...errorResponses(401, 403) } }), async (c) => c.json(await listInternalTeam(c.get('db')), 200))
  .openapi(
    createRoute({ ...base, method: 'post', path: '/internal/team/reassign/', description: 'Hands a brand from one strategist to another (staff, or the strategist who manages it).', request: jsonBody(ZReassignBrandRequest), responses: { 200: jsonContent(ZInternalTeam), ...errorResponses(400, 401, 403, 404, 409) } }),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await reassignBrand({ db: c.get('db'), auth: authOf(c), brandId: body.brand_id, fromId: body.from_strategist_id, toId: body.to_strategist_id }), 200);
    },
  )
  .openapi(
    createRoute({ ...base, method: 'post', path: '/internal/team/{id}/deactivate/', description: 'Staff only: suspends an internal account and signs it out.', request: { params: ZIdParam }, responses: { 200: jsonContent(ZInternalTeam), ...errorResponses(400, 401, 403, 404, 409) } }),
    async (c) => c.json(await deactivateInternalUser({ db: c.get('db'), auth: authOf(c), userId: c.req.valid('param').id }), 200),
  );
