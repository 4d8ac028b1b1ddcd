import { z } from 'zod';

export const ZInternalTeamMember = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['Strategist', 'Staff']),
  status: z.enum(['PENDING', 'ACTIVE', 'SUSPENDED']),
  brands: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});
export type TInternalTeamMember = z.infer<typeof ZInternalTeamMember>;
export const ZInternalTeam = z.object({ results: z.array(ZInternalTeamMember) });

export const ZReassignBrandRequest = z.object({
  brand_id: z.string().uuid(),
  from_strategist_id: z.string().uuid(),
  to_strategist_id: z.string().uuid(),
});
