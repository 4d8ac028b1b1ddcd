import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { foldSession } from '../lib/session-fold';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import {
  ZAccountManagerMessageRequest,
  ZAccountManagerThread,
  ZInternalAccountManagerThread,
} from '../schemas/internal-organizations';
import {
  brandAccountManagerThread,
  internalAccountManagerThread,
  postFromBrand,
  postFromInternal,
} from '../services/internal/account-manager-thread';
import { brandAccess, brandContext, requirePermission } from '../http/brand-access';
import { ZIdParam } from '../http/creator-access';
import { internalOnly } from '../http/internal-access';

const brandSide = {
  tags: ['brand: account manager'],
  middleware: [...brandAccess, requirePermission('ACCOUNT_MANAGER')],
};
const internalSide = { tags: ['internal: organizations'], middleware: [...internalOnly] };

/** Account Manager: one thread per brand between its team and the strategists who manage it. */
export const accountManagerRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...brandSide,
        method: 'get',
        path: '/brand/account-manager/messages/',
        description: 'The brand’s thread with its account managers (Account Manager feature).',
        responses: { 200: jsonContent(ZAccountManagerThread), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => c.json(await brandAccountManagerThread({ db: c.get('db'), brandId: brandContext(c).brandId }), 200),
  )
  .openapi(
    createRoute({
      ...brandSide,
      method: 'post',
      path: '/brand/account-manager/messages/',
      description: 'Write to the brand’s strategists; 409 when none is assigned.',
      request: jsonBody(ZAccountManagerMessageRequest),
      responses: { 201: jsonContent(ZAccountManagerThread), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(await postFromBrand({ db, brandId, author: auth.user, body: c.req.valid('json').body }), 201);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        ...internalSide,
        method: 'get',
        path: '/internal/organizations/{id}/messages/',
        description: 'The brand’s Account Manager thread, and whether its plan has the feature.',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZInternalAccountManagerThread), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(
        await internalAccountManagerThread({ db: c.get('db'), auth: authOf(c), brandId: c.req.valid('param').id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      ...internalSide,
      method: 'post',
      path: '/internal/organizations/{id}/messages/',
      description: 'Answer the brand; every member is notified. 409 when its plan has no Account Manager.',
      request: { params: ZIdParam, ...jsonBody(ZAccountManagerMessageRequest) },
      responses: { 201: jsonContent(ZInternalAccountManagerThread), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await postFromInternal({
          db: c.get('db'),
          auth: authOf(c),
          brandId: c.req.valid('param').id,
          body: c.req.valid('json').body,
        }),
        201,
      ),
  );
