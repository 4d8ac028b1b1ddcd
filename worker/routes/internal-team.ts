import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { publicOrigin } from '../lib/request-info';
import {
  ZInternalInvitation,
  ZInternalInvitationList,
  ZInternalInviteRequest,
  ZInternalTeam,
  ZReassignBrandRequest,
} from '../schemas/internal-team';
import {
  createInternalInvitation,
  listInternalInvitations,
  resendInternalInvitation,
  withdrawInternalInvitation,
} from '../services/internal/internal-invitations';
import { deactivateInternalUser, listInternalTeam, reassignBrand } from '../services/internal/internal-team';
import { ZIdParam } from '../http/creator-access';
import { internalOnly } from '../http/internal-access';
import { foldSession } from '../lib/session-fold';

const base = { tags: ['internal: team'], middleware: [...internalOnly] };

/**
 * The internal team: who manages which brands, handing a brand over, and (staff) deactivating an account. Every
 * operation folds its session into its first batch: a read in one round trip, a change in two (its read, then one
 * guarded batch whose last statement is the answer).
 */
export const internalTeamRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/team/',
        responses: { 200: jsonContent(ZInternalTeam), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => c.json(await listInternalTeam(c.get('db')), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'post',
        path: '/internal/team/reassign/',
        description: 'Hands a brand from one strategist to another (staff, or the strategist who manages it).',
        request: jsonBody(ZReassignBrandRequest),
        responses: { 200: jsonContent(ZInternalTeam), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await reassignBrand({
          db: c.get('db'),
          auth: authOf(c),
          brandId: body.brand_id,
          fromId: body.from_strategist_id,
          toId: body.to_strategist_id,
        }),
        200,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'post',
        path: '/internal/team/{id}/deactivate/',
        description: 'Staff only: suspends an internal account and signs it out.',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZInternalTeam), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) =>
      c.json(await deactivateInternalUser({ db: c.get('db'), auth: authOf(c), userId: c.req.valid('param').id }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/team/invitations/',
        description: 'Staff only: pending strategist and staff invitations.',
        responses: { 200: jsonContent(ZInternalInvitationList), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => c.json(await listInternalInvitations({ db: c.get('db'), auth: authOf(c) }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'post',
        path: '/internal/team/invitations/',
        description:
          'Staff only: invite a strategist or a staff member by e-mail; the link creates the internal account.',
        request: jsonBody(ZInternalInviteRequest),
        responses: { 201: jsonContent(ZInternalInvitation), ...errorResponses(400, 401, 403, 409) },
      }),
    ),
    async (c) =>
      c.json(
        await createInternalInvitation({
          db: c.get('db'),
          auth: authOf(c),
          input: c.req.valid('json'),
          origin: publicOrigin(c),
        }),
        201,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'post',
        path: '/internal/team/invitations/{id}/resend/',
        description: 'Staff only: send the invitation again with a new link valid 7 days.',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZInternalInvitation), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) =>
      c.json(
        await resendInternalInvitation({
          db: c.get('db'),
          auth: authOf(c),
          id: c.req.valid('param').id,
          origin: publicOrigin(c),
        }),
        200,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'post',
        path: '/internal/team/invitations/{id}/withdraw/',
        description: 'Staff only: withdraw a pending invitation; its link stops working.',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZInternalInvitation), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) =>
      c.json(await withdrawInternalInvitation({ db: c.get('db'), auth: authOf(c), id: c.req.valid('param').id }), 200),
  );
