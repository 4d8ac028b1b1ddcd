import { createRouter, jsonBody } from '../lib/openapi';
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
import { brandAccess, brandArea, brandContext, requirePermission } from '../http/brand-access';
import { ZIdParam } from '../http/creator-access';
import { internalArea, internalContext } from '../http/internal-access';

const brandSide = brandArea(['brand: account manager'], [...brandAccess, requirePermission('ACCOUNT_MANAGER')]);
const internalSide = internalArea(['internal: organizations']);

/** Account Manager: one thread per brand between its team and the strategists who manage it. */
export const accountManagerRoutes = createRouter()
  .openapi(
    brandSide.read('/brand/account-manager/messages/', ZAccountManagerThread, {
      description: 'The brand’s thread with its account managers (Account Manager feature).',
    }),
    async (c) => c.json(await brandAccountManagerThread({ db: c.get('db'), brandId: brandContext(c).brandId }), 200),
  )
  .openapi(
    brandSide.write('post', '/brand/account-manager/messages/', ZAccountManagerThread, {
      description: 'Write to the brand’s strategists; 409 when none is assigned.',
      request: jsonBody(ZAccountManagerMessageRequest),
      errors: [409],
      status: 201,
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      return c.json(await postFromBrand({ db, brandId, author: auth.user, body: c.req.valid('json').body }), 201);
    },
  )
  .openapi(
    internalSide.read('/internal/organizations/{id}/messages/', ZInternalAccountManagerThread, {
      description: 'The brand’s Account Manager thread, and whether its plan has the feature.',
      request: { params: ZIdParam },
      errors: [404],
    }),
    async (c) =>
      c.json(await internalAccountManagerThread({ ...internalContext(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    internalSide.write('post', '/internal/organizations/{id}/messages/', ZInternalAccountManagerThread, {
      description: 'Answer the brand; every member is notified. 409 when its plan has no Account Manager.',
      request: { params: ZIdParam, ...jsonBody(ZAccountManagerMessageRequest) },
      errors: [404, 409],
      status: 201,
      session: 'fold',
    }),
    async (c) => {
      const thread = { brandId: c.req.valid('param').id, body: c.req.valid('json').body };
      return c.json(await postFromInternal({ ...internalContext(c), ...thread }), 201);
    },
  );
