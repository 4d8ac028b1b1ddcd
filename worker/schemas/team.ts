import { z } from 'zod';
import { ZEmail, ZNewPassword } from './auth';

export { TEAM_ABILITIES, roleCan, type TActingRole, type TTeamAbility } from './team-abilities';

const ZTeamRole = z.enum(['admin', 'member']);
export type TTeamRole = z.infer<typeof ZTeamRole>;

const ZInvitationStatus = z.enum(['pending', 'accepted', 'revoked', 'expired']);

export const ZInvitation = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: ZTeamRole,
  status: ZInvitationStatus,
  invited_by: z.string(),
  created_at: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;
export const ZInvitationList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZInvitation),
});

export const ZInviteRequest = z.object({ email: ZEmail, role: ZTeamRole.default('member') });
export type TInviteRequest = z.infer<typeof ZInviteRequest>;
export const ZInvitationUpdate = z.object({ email: ZEmail, role: ZTeamRole });
export const ZIdParam = z.object({ id: z.string().uuid('Not a valid id.') });
export const ZTokenParam = z.object({
  token: z.string().min(10, 'Not a valid invitation link.').max(200, 'Not a valid invitation link.'),
});

const ZTeamMember = z.object({
  user_id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  display_picture: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'member']),
  joined_at: z.string(),
  is_you: z.boolean(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;
export const ZTeam = z.object({
  members: z.array(ZTeamMember),
  seats: z.object({ total: z.number().int(), used: z.number().int(), pending: z.number().int() }),
  your_role: z.enum(['owner', 'admin', 'member', 'strategist']),
});
export type TTeam = z.infer<typeof ZTeam>;
export const ZMemberRoleUpdate = z.object({ role: ZTeamRole });

export const ZAccountOwner = z.object({
  id: z.string().uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  display_picture: z.string().nullable(),
});

export const ZTransferOwnership = z.object({
  user_id: z.string().uuid('Choose a team member.'),
  password: z.string().min(1, 'Enter your password.').max(128),
});

export const ZInvitationCheck = z.object({
  status: ZInvitationStatus,
  email: z.string(),
  role: ZTeamRole.nullable(),
  kind: z.enum(['team', 'strategist', 'staff']),
  brand_name: z.string().nullable(),
  invited_by: z.string(),
  expires_at: z.string(),
  account_exists: z.boolean(),
});
export type TInvitationCheck = z.infer<typeof ZInvitationCheck>;

export const ZInvitationSignup = z.object({
  token: ZTokenParam.shape.token,
  first_name: z.string().trim().min(1, 'Enter your first name.').max(80),
  last_name: z.string().trim().min(1, 'Enter your last name.').max(80),
  password: ZNewPassword,
});
export const ZInvitationAccept = z.object({ token: ZTokenParam.shape.token });
export const ZInvitationAccepted = z.object({ detail: z.string(), email: z.string(), home: z.string() });

export const ZAdminStrategists = z.object({
  visible: z.boolean(),
  count: z.number().int(),
  results: z.array(
    z.object({ id: z.string().uuid(), name: z.string(), email: z.string(), display_picture: z.string().nullable() }),
  ),
});
