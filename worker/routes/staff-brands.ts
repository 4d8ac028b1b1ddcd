import { createRouter, jsonBody } from '../lib/openapi';
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
import { staffArea, staffContext } from '../http/staff-access';

/** Staff console: brands (plan, seats, owner, managing strategists) and assigning strategists to them. */
export const staffBrandRoutes = createRouter()
  .openapi(
    staffArea.read('/staff/brands/', ZStaffBrandList, {
      summary: 'Search brands by name or owner e-mail: plan, seats, owner, managing strategists',
      request: { query: ZStaffBrandQuery },
    }),
    async (c) => c.json(await listStaffBrands({ db: c.get('db'), ...c.req.valid('query') }), 200),
  )
  .openapi(
    staffArea.read('/staff/strategists/', ZStrategistChoices, {
      summary: 'Active strategists who can be assigned to a brand',
    }),
    async (c) => c.json(await listAssignableStrategists(c.get('db')), 200),
  )
  .openapi(
    staffArea.write('post', '/staff/brands/{id}/strategists/', ZDetail, {
      summary: 'Assign a strategist to manage the brand',
      request: { params: ZBrandIdParam, ...jsonBody(ZAssignStrategist) },
      errors: [409],
      session: 'fold',
    }),
    async (c) => {
      const assignment = { brandId: c.req.valid('param').id, strategistId: c.req.valid('json').strategist_id };
      return c.json(await assignStrategist({ ...staffContext(c), ...assignment }), 200);
    },
  )
  .openapi(
    staffArea.write('delete', '/staff/brands/{id}/strategists/{strategistId}/', ZDetail, {
      summary: 'Stop a strategist managing the brand',
      request: { params: ZBrandStrategistParam },
      errors: [409],
      session: 'fold',
    }),
    async (c) => {
      const { id: brandId, strategistId } = c.req.valid('param');
      return c.json(await unassignStrategist({ ...staffContext(c), brandId, strategistId }), 200);
    },
  );
