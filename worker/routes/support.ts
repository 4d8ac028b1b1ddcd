import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf, requireUser } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import {
  ZNewSupportRequest,
  ZStaffSupportQuery,
  ZStaffSupportReply,
  ZSupportList,
  ZSupportRequest,
  ZSupportStatusUpdate,
  type TNewSupportRequest,
} from '../schemas/support';
import { ZIdParam } from '../schemas/team';
import { hasPermission } from '../services/brands/plan-gate';
import {
  createSupportRequest,
  listAllSupportRequests,
  listBrandSupportRequests,
  listOwnSupportRequests,
  replyToSupportRequest,
  setSupportStatus,
} from '../services/support/support-requests';
import { brandArea, brandContext } from '../http/brand-access';
import { dispatchLater } from '../http/creator-access';
import { routeArea } from '../http/route-area';
import { staffArea, staffContext } from '../http/staff-access';

const brandSupport = brandArea(['support']);
/** Anyone signed in, suspended accounts too. */
const anyAccount = routeArea({ tags: ['support'], middleware: [requireUser], errors: [401] });
const list = <T>(results: T[]) => ({ count: results.length, results });

/** Opens a request for the signed-in user (as `brandId`'s user, or none), with or without Customer Support. */
const openRequest = async (c: Context<AppEnv>, brandId: string | null, input: TNewSupportRequest) =>
  createSupportRequest({
    db: c.get('db'),
    user: authOf(c).user,
    brandId,
    hasCustomerSupport: await customerSupportFor(c, brandId),
    input,
  });

/**
 * Whether the user's brand plan includes Customer Support (creators and brandless users: yes); decided from the
 * plan read with the session, so it costs no statement.
 */
const customerSupportFor = async (c: Context<AppEnv>, brandId: string | null) => {
  const auth = authOf(c);
  if (!brandId || auth.user.profileOf !== 'Brand') return true;
  return hasPermission({ db: c.get('db'), auth, brandId, permission: 'CUSTOMER_SUPPORT' });
};

/** Spec §7 `POST /brand/support/`, the same for anyone signed in (suspended users too), and the staff inbox. */
export const supportRoutes = createRouter()
  .openapi(
    brandSupport.read('/brand/support/', ZSupportList, { summary: 'The brand’s support requests and their answers' }),
    async (c) => c.json(list(await listBrandSupportRequests(brandContext(c))), 200),
  )
  .openapi(
    brandSupport.write('post', '/brand/support/', ZSupportRequest, {
      summary:
        'Ask support (subject, message, optional uploaded attachment); without Customer Support only billing and account topics',
      request: jsonBody(ZNewSupportRequest),
      errors: [409],
      status: 201,
    }),
    async (c) => c.json(await openRequest(c, brandContext(c).brandId, c.req.valid('json')), 201),
  )
  .openapi(
    anyAccount.read('/support/requests/', ZSupportList, {
      summary: 'Your own support requests (any account, suspended ones too)',
    }),
    async (c) => c.json(list(await listOwnSupportRequests({ db: c.get('db'), userId: authOf(c).user.id })), 200),
  )
  .openapi(
    anyAccount.write('post', '/support/requests/', ZSupportRequest, {
      summary: 'Ask support from any account; a suspended account about its account only',
      request: jsonBody(ZNewSupportRequest),
      errors: [403, 409],
      status: 201,
    }),
    async (c) => {
      const { user, brandLinks } = authOf(c);
      // The brand a brand user belongs to (read with the session), for filing their request under it.
      const brandId = user.profileOf === 'Brand' ? (brandLinks.member?.brandId ?? null) : null;
      return c.json(await openRequest(c, brandId, c.req.valid('json')), 201);
    },
  )
  .openapi(
    staffArea.read('/staff/support/', ZSupportList, {
      summary: 'Every support request, newest activity first, by status',
      request: { query: ZStaffSupportQuery },
    }),
    async (c) => c.json(list(await listAllSupportRequests({ db: c.get('db'), ...c.req.valid('query') })), 200),
  )
  .openapi(
    staffArea.write('post', '/staff/support/{id}/reply/', ZSupportRequest, {
      summary: 'Answer a request (e-mailed through the outbox); optionally close it',
      request: { params: ZIdParam, ...jsonBody(ZStaffSupportReply) },
      session: 'fold',
    }),
    async (c) => {
      const reply = { ...c.req.valid('param'), ...c.req.valid('json') };
      const { result, events } = await replyToSupportRequest({ ...staffContext(c), ...reply });
      events.forEach((e) => dispatchLater(c, e));
      return c.json(result, 200);
    },
  )
  .openapi(
    staffArea.write('patch', '/staff/support/{id}/', ZSupportRequest, {
      summary: 'Close or reopen a request',
      request: { params: ZIdParam, ...jsonBody(ZSupportStatusUpdate) },
      errors: [409],
      session: 'fold',
    }),
    async (c) =>
      c.json(await setSupportStatus({ ...staffContext(c), ...c.req.valid('param'), ...c.req.valid('json') }), 200),
  );
