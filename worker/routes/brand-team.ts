import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf, requireUser } from '../lib/middleware/guards';
import { requireTeamAbility } from '../lib/middleware/team-ability';
import { createRouter, jsonBody } from '../lib/openapi';
import { publicOrigin } from '../lib/request-info';
import { ZDetail } from '../schemas/auth';
import {
  ZAccountOwner,
  ZAdminStrategists,
  ZIdParam,
  ZInvitation,
  ZInvitationAccept,
  ZInvitationAccepted,
  ZInvitationCheck,
  ZInvitationList,
  ZInvitationSignup,
  ZInvitationUpdate,
  ZInviteRequest,
  ZMemberRoleUpdate,
  ZTeam,
  ZTokenParam,
  ZTransferOwnership,
} from '../schemas/team';
import { planPermits } from '../services/brands/plan-gate';
import { acceptInvitation, checkInvitation, signupWithInvitation } from '../services/team/accept-invitation';
import {
  createTeamInvitation,
  listTeamInvitations,
  removeTeamMember,
  resendTeamInvitation,
  updateTeamInvitation,
} from '../services/team/team-invitations';
import {
  changeMemberRole,
  listAdminStrategists,
  loadAccountOwner,
  loadTeam,
  transferOwnership,
} from '../services/team/team-members';
import { brandAccess, brandContext } from '../http/brand-access';
import { routeArea } from '../http/route-area';

const team = routeArea({ tags: ['brand: team'], middleware: brandAccess, errors: [401, 403, 404] });
/** Changes to the team by its owner and admins: 409 when the member or invitation has moved on meanwhile. */
const teamAdmin = routeArea({
  tags: ['brand: team'],
  middleware: [...brandAccess, requireTeamAbility('team')],
  errors: [401, 403, 404, 409],
  session: 'fold',
});
/** An admin's move on one invitation: the brand, the invitation, who acts and where the new link points. */
const invitationMove = (c: Context<AppEnv, string, { out: { param: { id: string } } }>) => {
  const { db, brandId, auth } = brandContext(c);
  return { db, brandId, id: c.req.valid('param').id, inviter: auth.user, origin: publicOrigin(c) };
};
/** The calls an invitation link makes before anyone is signed in. */
const invitationLink = routeArea({ tags: ['brand: team'], errors: [404] });

/** Spec §7 team calls, plus the team (members and seats), roles and ownership transfer. */
export const brandTeamRoutes = createRouter()
  .openapi(
    team.read('/brand/account-owner/', ZAccountOwner, { summary: 'The brand’s primary account owner' }),
    async (c) => c.json(await loadAccountOwner(brandContext(c)), 200),
  )
  .openapi(
    team.read('/brand/team/', ZTeam, { summary: 'Members (owner first), the plan’s seats and your role' }),
    async (c) => c.json(await loadTeam(brandContext(c)), 200),
  )
  .openapi(
    teamAdmin.write('patch', '/brand/team/members/{id}/', ZDetail, {
      summary: 'Make a member an admin or a member (owner and admins)',
      request: { params: ZIdParam, ...jsonBody(ZMemberRoleUpdate) },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      const userId = c.req.valid('param').id;
      return c.json(await changeMemberRole({ db, brandId, actor: auth.user, userId, ...c.req.valid('json') }), 200);
    },
  )
  .openapi(
    teamAdmin.write('post', '/brand/team/transfer-ownership/', ZDetail, {
      summary: 'Hand the brand to another member (owner only, password confirmed)',
      middleware: [...brandAccess, requireTeamAbility('transfer_ownership')],
      request: jsonBody(ZTransferOwnership),
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      const input = c.req.valid('json');
      return c.json(
        await transferOwnership({ db, brandId, owner: auth.user, userId: input.user_id, password: input.password }),
        200,
      );
    },
  )
  .openapi(
    team.read('/brand/team/invitations/', ZInvitationList, {
      summary: 'Pending invitations (expired ones until replaced)',
    }),
    async (c) => c.json(await listTeamInvitations(brandContext(c)), 200),
  )
  .openapi(
    teamAdmin.write('post', '/brand/team/invitations/', ZInvitation, {
      summary: 'Invite a colleague by e-mail (owner and admins); 403 `seat_limit_reached` beyond the plan’s seats',
      request: jsonBody(ZInviteRequest),
      status: 201,
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      const input = c.req.valid('json');
      return c.json(
        await createTeamInvitation({ db, brandId, inviter: auth.user, input, origin: publicOrigin(c) }),
        201,
      );
    },
  )
  .openapi(
    invitationLink.read('/brand/team/invitations/validate/{token}/', ZInvitationCheck, {
      summary: 'What an invitation link is (public): its status, address, brand and inviter',
      request: { params: ZTokenParam },
      session: 'before',
    }),
    async (c) => c.json(await checkInvitation({ db: c.get('db'), raw: c.req.valid('param').token }), 200),
  )
  .openapi(
    invitationLink.write('post', '/brand/team/invitations/signup/', ZInvitationAccepted, {
      summary: 'Create an account from an invitation link, straight into the brand (public)',
      request: jsonBody(ZInvitationSignup),
      errors: [409],
      status: 201,
    }),
    async (c) => {
      const { token, ...input } = c.req.valid('json');
      return c.json(await signupWithInvitation({ db: c.get('db'), raw: token, input }), 201);
    },
  )
  .openapi(
    team.write('post', '/brand/team/invitations/accept/', ZInvitationAccepted, {
      summary: 'Accept an invitation sent to your own address (signed in)',
      middleware: [requireUser],
      request: jsonBody(ZInvitationAccept),
      errors: [409],
      session: 'fold',
    }),
    async (c) =>
      c.json(await acceptInvitation({ db: c.get('db'), raw: c.req.valid('json').token, user: authOf(c).user }), 200),
  )
  .openapi(
    teamAdmin.write('put', '/brand/team/invitations/{id}/', ZInvitation, {
      summary: 'Change a pending invitation’s role or address (a new address gets a new link)',
      request: { params: ZIdParam, ...jsonBody(ZInvitationUpdate) },
    }),
    async (c) => c.json(await updateTeamInvitation({ ...invitationMove(c), input: c.req.valid('json') }), 200),
  )
  .openapi(
    teamAdmin.write('post', '/brand/team/invitations/{id}/resend/', ZInvitation, {
      summary: 'Send the invitation again with a new link valid 7 days',
      request: { params: ZIdParam },
    }),
    async (c) => c.json(await resendTeamInvitation(invitationMove(c)), 200),
  )
  .openapi(
    teamAdmin.write('post', '/brand/team/invitations/{id}/remove-member/', ZDetail, {
      summary:
        'Withdraw a pending invitation, or remove the member it (or a member’s user id) names; their sessions end at once',
      request: { params: ZIdParam },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(await removeTeamMember({ db, brandId, actor: auth.user, id: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    team.read('/brand/admin-strategists/', ZAdminStrategists, {
      summary: 'The strategists managing the brand; names only with Account Manager',
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      // Strategists always see names; a brand user when the plan (read with the session) has Account Manager.
      const isVisible = () =>
        auth.user.profileOf === 'Strategist' ||
        (planPermits({ auth, brandId, permission: 'ACCOUNT_MANAGER' }) ?? false);
      return c.json(await listAdminStrategists({ db, brandId, isVisible }), 200);
    },
  );
