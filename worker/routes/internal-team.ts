import { createRouter, jsonBody } from '../lib/openapi';
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
import { internalArea, internalById, internalContext } from '../http/internal-access';

const team = internalArea(['internal: team']);
/** A change folds its session into its read batch. */
const change = { errors: [409], session: 'fold' } as const;
const oneAccount = { ...change, request: { params: ZIdParam }, errors: [404, 409] } as const;

/**
 * The internal team: who manages which brands, handing a brand over, and (staff) deactivating an account. Every
 * operation folds its session into its first batch: a read in one round trip, a change in two (its read, then one
 * guarded batch whose last statement is the answer).
 */
export const internalTeamRoutes = createRouter()
  .openapi(team.read('/internal/team/', ZInternalTeam), async (c) => c.json(await listInternalTeam(c.get('db')), 200))
  .openapi(
    team.write('post', '/internal/team/reassign/', ZInternalTeam, {
      description: 'Hands a brand from one strategist to another (staff, or the strategist who manages it).',
      request: jsonBody(ZReassignBrandRequest),
      ...change,
      errors: [404, 409],
    }),
    async (c) => {
      const body = c.req.valid('json');
      const handover = { brandId: body.brand_id, fromId: body.from_strategist_id, toId: body.to_strategist_id };
      return c.json(await reassignBrand({ ...internalContext(c), ...handover }), 200);
    },
  )
  .openapi(
    ...internalById(
      team.write('post', '/internal/team/{id}/deactivate/', ZInternalTeam, {
        description: 'Staff only: suspends an internal account and signs it out.',
        ...oneAccount,
      }),
      ({ id, ...internal }) => deactivateInternalUser({ ...internal, userId: id }),
    ),
  )
  .openapi(
    team.read('/internal/team/invitations/', ZInternalInvitationList, {
      description: 'Staff only: pending strategist and staff invitations.',
    }),
    async (c) => c.json(await listInternalInvitations(internalContext(c)), 200),
  )
  .openapi(
    team.write('post', '/internal/team/invitations/', ZInternalInvitation, {
      description:
        'Staff only: invite a strategist or a staff member by e-mail; the link creates the internal account.',
      request: jsonBody(ZInternalInviteRequest),
      ...change,
      status: 201,
    }),
    async (c) => {
      const invite = { input: c.req.valid('json'), origin: publicOrigin(c) };
      return c.json(await createInternalInvitation({ ...internalContext(c), ...invite }), 201);
    },
  )
  .openapi(
    team.write('post', '/internal/team/invitations/{id}/resend/', ZInternalInvitation, {
      description: 'Staff only: send the invitation again with a new link valid 7 days.',
      ...oneAccount,
    }),
    async (c) => {
      const invitation = { id: c.req.valid('param').id, origin: publicOrigin(c) };
      return c.json(await resendInternalInvitation({ ...internalContext(c), ...invitation }), 200);
    },
  )
  .openapi(
    ...internalById(
      team.write('post', '/internal/team/invitations/{id}/withdraw/', ZInternalInvitation, {
        description: 'Staff only: withdraw a pending invitation; its link stops working.',
        ...oneAccount,
      }),
      withdrawInternalInvitation,
    ),
  );
