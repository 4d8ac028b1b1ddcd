import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { foldSession } from '../lib/session-fold';
import { ZBrandCheckinList } from '../schemas/internal-checkins';
import { brandCampaignCheckins } from '../services/internal/brand-checkins';
import { setCampaignManaged } from '../services/internal/managed-campaign';
import { brandAccess, brandContext, requirePermission } from '../http/brand-access';
import { ZIdParam } from '../http/creator-access';

const ZManagedRequest = z.object({ is_managed: z.boolean() });
const ZManagedResponse = z.object({ id: z.string().uuid(), is_managed: z.boolean() });

/** The brand's side of the managed service: asking the strategist to run a campaign, and reading check-in notes. */
export const brandManagedServiceRoutes = createRouter()
  .openapi(
    createRoute({
      tags: ['brand: managed service'],
      method: 'patch',
      path: '/brand/campaigns/{id}/managed/',
      description: 'Managed Campaigns (Enterprise): ask the brand’s strategist to run this campaign, or take it back.',
      middleware: [...brandAccess, requirePermission('MANAGED_CAMPAIGNS')],
      request: { params: ZIdParam, ...jsonBody(ZManagedRequest) },
      responses: { 200: jsonContent(ZManagedResponse), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      return c.json(
        await setCampaignManaged({
          db,
          brandId,
          actorId,
          campaignId: c.req.valid('param').id,
          isManaged: c.req.valid('json').is_managed,
        }),
        200,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        tags: ['brand: managed service'],
        method: 'get',
        path: '/brand/campaigns/{id}/check-ins/',
        description: 'Campaign Check-ins: the schedule and the strategist’s notes of done check-ins.',
        middleware: [...brandAccess, requirePermission('CAMPAIGN_CHECK_INS')],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZBrandCheckinList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await brandCampaignCheckins({ db, brandId, campaignId: c.req.valid('param').id }), 200);
    },
  );
