import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './billing';

/** Staff console: brands and the strategists who manage them (`/api/staff/brands/...`). */

const ZPerson = z.object({ id: z.string().uuid(), name: z.string(), email: z.string() });

export const ZStaffBrandQuery = z.object({ q: z.string().trim().max(120).optional() });

const ZStaffBrand = z.object({
  id: z.string().uuid(),
  name: z.string(),
  plan: z.object({ name: z.string(), status: z.enum(SUBSCRIPTION_STATUSES) }).nullable(),
  seats: z.object({ total: z.number().int(), used: z.number().int() }),
  owner: ZPerson,
  strategists: z.array(ZPerson.extend({ status: z.string() })),
  created_at: z.string(),
});
export type TStaffBrand = z.infer<typeof ZStaffBrand>;
export const ZStaffBrandList = z.object({ count: z.number().int(), results: z.array(ZStaffBrand) });

const ZStrategistChoice = ZPerson.extend({ brand_count: z.number().int() });
export const ZStrategistChoices = z.object({ results: z.array(ZStrategistChoice) });

export const ZBrandIdParam = z.object({ id: z.string().uuid('Not a valid brand id.') });
export const ZBrandStrategistParam = ZBrandIdParam.extend({
  strategistId: z.string().uuid('Not a valid strategist id.'),
});
export const ZAssignStrategist = z.object({
  strategist_id: z.string({ error: 'Pick a strategist.' }).uuid('Pick a strategist.'),
});
