import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf, requireUser } from '../lib/middleware/guards';
import { staffOnly } from '../lib/middleware/staff-only';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { can } from '../schemas/permissions';
import {
  ZNewSupportRequest,
  ZStaffSupportQuery,
  ZStaffSupportReply,
  ZSupportList,
  ZSupportRequest,
  ZSupportStatusUpdate,
} from '../schemas/support';
import { ZIdParam } from '../schemas/team';
import { loadSubscription } from '../services/brands/subscription';
import {
  brandOfUser,
  createSupportRequest,
  listAllSupportRequests,
  listBrandSupportRequests,
  listOwnSupportRequests,
  replyToSupportRequest,
  setSupportStatus,
} from '../services/support/support-requests';
import { brandAccess, brandContext } from '../http/brand-access';
import { dispatchLater } from '../http/creator-access';
import { foldSession } from '../lib/session-fold';

const tags = ['support'];
const list = <T>(results: T[]) => ({ count: results.length, results });

/** Whether the user's brand plan includes Customer Support (creators and brandless users: yes). */
const customerSupportFor = async (c: Context<AppEnv>, brandId: string | null) => {
  const user = authOf(c).user;
  if (!brandId || user.profileOf !== 'Brand') return true;
  return can({ profile_of: user.profileOf }, 'CUSTOMER_SUPPORT', await loadSubscription({ db: c.get('db'), brandId }));
};

/** Spec §7 `POST /brand/support/`, the same for anyone signed in (suspended users too), and the staff inbox. */
export const supportRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/support/',
        tags,
        summary: 'The brand’s support requests and their answers',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZSupportList), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(list(await listBrandSupportRequests({ db, brandId })), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/support/',
      tags,
      summary:
        'Ask support (subject, message, optional uploaded attachment); without Customer Support only billing and account topics',
      middleware: [...brandAccess],
      request: jsonBody(ZNewSupportRequest),
      responses: { 201: jsonContent(ZSupportRequest), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(
        await createSupportRequest({
          db,
          user: auth.user,
          brandId,
          hasCustomerSupport: await customerSupportFor(c, brandId),
          input: c.req.valid('json'),
        }),
        201,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/support/requests/',
        tags,
        summary: 'Your own support requests (any account, suspended ones too)',
        middleware: [requireUser],
        responses: { 200: jsonContent(ZSupportList), ...errorResponses(401) },
      }),
    ),
    async (c) => c.json(list(await listOwnSupportRequests({ db: c.get('db'), userId: authOf(c).user.id })), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/support/requests/',
      tags,
      summary: 'Ask support from any account; a suspended account about its account only',
      middleware: [requireUser],
      request: jsonBody(ZNewSupportRequest),
      responses: { 201: jsonContent(ZSupportRequest), ...errorResponses(400, 401, 403, 409) },
    }),
    async (c) => {
      const user = authOf(c).user;
      const brandId = user.profileOf === 'Brand' ? await brandOfUser({ db: c.get('db'), userId: user.id }) : null;
      return c.json(
        await createSupportRequest({
          db: c.get('db'),
          user,
          brandId,
          hasCustomerSupport: await customerSupportFor(c, brandId),
          input: c.req.valid('json'),
        }),
        201,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/staff/support/',
        tags: ['staff'],
        summary: 'Every support request, newest activity first, by status',
        middleware: [staffOnly],
        request: { query: ZStaffSupportQuery },
        responses: { 200: jsonContent(ZSupportList), ...errorResponses(400, 404) },
      }),
    ),
    async (c) =>
      c.json(list(await listAllSupportRequests({ db: c.get('db'), status: c.req.valid('query').status })), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/support/{id}/reply/',
      tags: ['staff'],
      summary: 'Answer a request (e-mailed through the outbox); optionally close it',
      middleware: [staffOnly],
      request: { params: ZIdParam, ...jsonBody(ZStaffSupportReply) },
      responses: { 200: jsonContent(ZSupportRequest), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { result, events } = await replyToSupportRequest({
        db: c.get('db'),
        staff: authOf(c).user,
        id: c.req.valid('param').id,
        message: input.message,
        close: input.close,
      });
      events.forEach((e) => dispatchLater(c, e));
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/staff/support/{id}/',
      tags: ['staff'],
      summary: 'Close or reopen a request',
      middleware: [staffOnly],
      request: { params: ZIdParam, ...jsonBody(ZSupportStatusUpdate) },
      responses: { 200: jsonContent(ZSupportRequest), ...errorResponses(400, 404, 409) },
    }),
    async (c) =>
      c.json(
        await setSupportStatus({
          db: c.get('db'),
          staff: authOf(c).user,
          id: c.req.valid('param').id,
          status: c.req.valid('json').status,
        }),
        200,
      ),
  );
