import { createRoute } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { authOf, requireUser } from '../lib/middleware/guards';
import { requireTeamAbility } from '../lib/middleware/team-ability';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
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

const tags = ['brand: team'];
const teamAdmin = [...brandAccess, requireTeamAbility('team')];

/** Spec §7 team calls, plus the team (members and seats), roles and ownership transfer. */
export const brandTeamRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/account-owner/',
        tags,
        summary: 'The brand’s primary account owner',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZAccountOwner), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadAccountOwner({ db, brandId }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/team/',
        tags,
        summary: 'Members (owner first), the plan’s seats and your role',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZTeam), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId, acting, actorId } = brandContext(c);
      return c.json(await loadTeam({ db, brandId, actorId, acting }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/brand/team/members/{id}/',
      tags,
      summary: 'Make a member an admin or a member (owner and admins)',
      middleware: teamAdmin,
      request: { params: ZIdParam, ...jsonBody(ZMemberRoleUpdate) },
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(
        await changeMemberRole({
          db,
          brandId,
          actor: auth.user,
          userId: c.req.valid('param').id,
          role: c.req.valid('json').role,
        }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/team/transfer-ownership/',
      tags,
      summary: 'Hand the brand to another member (owner only, password confirmed)',
      middleware: [...brandAccess, requireTeamAbility('transfer_ownership')],
      request: jsonBody(ZTransferOwnership),
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 401, 403, 404, 409) },
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
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/team/invitations/',
        tags,
        summary: 'Pending invitations (expired ones until replaced)',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZInvitationList), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await listTeamInvitations({ db, brandId }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/team/invitations/',
      tags,
      summary: 'Invite a colleague by e-mail (owner and admins); 403 `seat_limit_reached` beyond the plan’s seats',
      middleware: teamAdmin,
      request: jsonBody(ZInviteRequest),
      responses: { 201: jsonContent(ZInvitation), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(
        await createTeamInvitation({
          db,
          brandId,
          inviter: auth.user,
          input: c.req.valid('json'),
          origin: publicOrigin(c),
        }),
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/brand/team/invitations/validate/{token}/',
      tags,
      summary: 'What an invitation link is (public): its status, address, brand and inviter',
      request: { params: ZTokenParam },
      responses: { 200: jsonContent(ZInvitationCheck), ...errorResponses(400, 404) },
    }),
    async (c) => c.json(await checkInvitation({ db: c.get('db'), raw: c.req.valid('param').token }), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/team/invitations/signup/',
      tags,
      summary: 'Create an account from an invitation link, straight into the brand (public)',
      request: jsonBody(ZInvitationSignup),
      responses: { 201: jsonContent(ZInvitationAccepted), ...errorResponses(400, 404, 409) },
    }),
    async (c) => {
      const { token, ...input } = c.req.valid('json');
      return c.json(await signupWithInvitation({ db: c.get('db'), raw: token, input }), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/team/invitations/accept/',
      tags,
      summary: 'Accept an invitation sent to your own address (signed in)',
      middleware: [requireUser],
      request: jsonBody(ZInvitationAccept),
      responses: { 200: jsonContent(ZInvitationAccepted), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(await acceptInvitation({ db: c.get('db'), raw: c.req.valid('json').token, user: authOf(c).user }), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/brand/team/invitations/{id}/',
      tags,
      summary: 'Change a pending invitation’s role or address (a new address gets a new link)',
      middleware: teamAdmin,
      request: { params: ZIdParam, ...jsonBody(ZInvitationUpdate) },
      responses: { 200: jsonContent(ZInvitation), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(
        await updateTeamInvitation({
          db,
          brandId,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
          inviter: auth.user,
          origin: publicOrigin(c),
        }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/team/invitations/{id}/resend/',
      tags,
      summary: 'Send the invitation again with a new link valid 7 days',
      middleware: teamAdmin,
      request: { params: ZIdParam },
      responses: { 200: jsonContent(ZInvitation), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(
        await resendTeamInvitation({
          db,
          brandId,
          id: c.req.valid('param').id,
          inviter: auth.user,
          origin: publicOrigin(c),
        }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/team/invitations/{id}/remove-member/',
      tags,
      summary:
        'Withdraw a pending invitation, or remove the member it (or a member’s user id) names; their sessions end at once',
      middleware: teamAdmin,
      request: { params: ZIdParam },
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(await removeTeamMember({ db, brandId, actor: auth.user, id: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/admin-strategists/',
        tags,
        summary: 'The strategists managing the brand; names only with Account Manager',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZAdminStrategists), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      // Strategists always see names; a brand user when the plan (read with the session) has Account Manager.
      const isVisible = () =>
        auth.user.profileOf === 'Strategist' ||
        (planPermits({ auth, brandId, permission: 'ACCOUNT_MANAGER' }) ?? false);
      return c.json(await listAdminStrategists({ db, brandId, isVisible }), 200);
    },
  );
