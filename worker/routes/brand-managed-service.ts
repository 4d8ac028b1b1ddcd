import { z } from 'zod';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZBrandCheckinList } from '../schemas/internal-checkins';
import { brandCampaignCheckins } from '../services/internal/brand-checkins';
import { setCampaignManaged } from '../services/internal/managed-campaign';
import { brandAccess, brandArea, brandContext, requirePermission } from '../http/brand-access';
import { ZIdParam } from '../http/creator-access';

const ZManagedRequest = z.object({ is_managed: z.boolean() });
const ZManagedResponse = z.object({ id: z.string().uuid(), is_managed: z.boolean() });

const managed = brandArea(['brand: managed service'], [...brandAccess, requirePermission('MANAGED_CAMPAIGNS')]);
const checkins = brandArea(['brand: managed service'], [...brandAccess, requirePermission('CAMPAIGN_CHECK_INS')]);

/** The brand's side of the managed service: asking the strategist to run a campaign, and reading check-in notes. */
export const brandManagedServiceRoutes = createRouter()
  .openapi(
    managed.write('patch', '/brand/campaigns/{id}/managed/', ZManagedResponse, {
      description: 'Managed Campaigns (Enterprise): ask the brand’s strategist to run this campaign, or take it back.',
      request: { params: ZIdParam, ...jsonBody(ZManagedRequest) },
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const campaignId = c.req.valid('param').id;
      const isManaged = c.req.valid('json').is_managed;
      return c.json(await setCampaignManaged({ db, brandId, actorId, campaignId, isManaged }), 200);
    },
  )
  .openapi(
    checkins.read('/brand/campaigns/{id}/check-ins/', ZBrandCheckinList, {
      description: 'Campaign Check-ins: the schedule and the strategist’s notes of done check-ins.',
      request: { params: ZIdParam },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await brandCampaignCheckins({ db, brandId, campaignId: c.req.valid('param').id }), 200);
    },
  );
