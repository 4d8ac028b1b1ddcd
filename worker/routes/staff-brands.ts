import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { staffOnly } from '../lib/middleware/staff-only';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZDetail } from '../schemas/auth';
import {
  ZAssignStrategist,
  ZBrandIdParam,
  ZBrandStrategistParam,
  ZStaffBrandList,
  ZStaffBrandQuery,
  ZStrategistChoices,
} from '../schemas/staff-brands';
import {
  assignStrategist,
  listAssignableStrategists,
  listStaffBrands,
  unassignStrategist,
} from '../services/internal/brand-strategists';
import { foldSession } from '../lib/session-fold';

const base = { tags: ['staff'], middleware: [staffOnly] };

/** Staff console: brands (plan, seats, owner, managing strategists) and assigning strategists to them. */
export const staffBrandRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/staff/brands/',
        summary: 'Search brands by name or owner e-mail: plan, seats, owner, managing strategists',
        request: { query: ZStaffBrandQuery },
        responses: { 200: jsonContent(ZStaffBrandList), ...errorResponses(400, 404) },
      }),
    ),
    async (c) => c.json(await listStaffBrands({ db: c.get('db'), q: c.req.valid('query').q }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/staff/strategists/',
        summary: 'Active strategists who can be assigned to a brand',
        responses: { 200: jsonContent(ZStrategistChoices), ...errorResponses(404) },
      }),
    ),
    async (c) => c.json(await listAssignableStrategists(c.get('db')), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/staff/brands/{id}/strategists/',
      summary: 'Assign a strategist to manage the brand',
      request: { params: ZBrandIdParam, ...jsonBody(ZAssignStrategist) },
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 404, 409) },
    }),
    async (c) =>
      c.json(
        await assignStrategist({
          db: c.get('db'),
          staff: authOf(c).user,
          brandId: c.req.valid('param').id,
          strategistId: c.req.valid('json').strategist_id,
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/staff/brands/{id}/strategists/{strategistId}/',
      summary: 'Stop a strategist managing the brand',
      request: { params: ZBrandStrategistParam },
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 404, 409) },
    }),
    async (c) => {
      const { id, strategistId } = c.req.valid('param');
      return c.json(
        await unassignStrategist({ db: c.get('db'), staff: authOf(c).user, brandId: id, strategistId }),
        200,
      );
    },
  );
