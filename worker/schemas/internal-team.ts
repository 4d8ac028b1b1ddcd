import { z } from 'zod';
import { ZEmail } from './auth';

const ZInternalTeamMember = z.object({
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

export const ZInternalInviteRequest = z.object({
  email: ZEmail,
  kind: z.enum(['strategist', 'staff']).default('strategist'),
});
export type TInternalInviteRequest = z.infer<typeof ZInternalInviteRequest>;
export const ZInternalInvitation = z.object({
  id: z.string().uuid(),
  email: z.string(),
  kind: z.enum(['strategist', 'staff']),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  invited_by: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type TInternalInvitation = z.infer<typeof ZInternalInvitation>;
export const ZInternalInvitationList = z.object({ results: z.array(ZInternalInvitation) });
