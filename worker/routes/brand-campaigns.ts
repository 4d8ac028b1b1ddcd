import { createRoute } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { withPageLinks } from '../lib/page-links';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZDetail } from '../schemas/auth';
import { ZApprovedCreators, ZApprovedCreatorsQuery } from '../schemas/brand-matches';
import {
  ZCampaign,
  ZCampaignCreate,
  ZCampaignDetail,
  ZCampaignList,
  ZCampaignListQuery,
  ZCampaignUpdate,
  ZIdParam,
  ZProfileCampaigns,
  ZProfileCampaignsQuery,
} from '../schemas/campaign';
import { ZSuggestedCreators } from '../schemas/creator-search';
import { loadCampaignDetail } from '../services/campaigns/campaign-detail';
import { listCampaigns, listProfileCampaigns } from '../services/campaigns/list-campaigns';
import { createCampaign, deleteCampaign, updateCampaign } from '../services/campaigns/save-campaign';
import { suggestCreators } from '../services/creator-search/suggested-creators';
import { listApprovedCreators } from '../services/proposals/match-views';
import { notFound } from '../lib/errors';
import { afterCommit, brandAccess, brandContext, requirePermission } from '../http/brand-access';

const tags = ['brand campaigns'];

export const brandCampaignRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/',
        tags,
        summary: 'Campaign dashboard: one tab, with the count of every tab',
        middleware: [...brandAccess],
        request: { query: ZCampaignListQuery },
        responses: { 200: jsonContent(ZCampaignList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const q = c.req.valid('query');
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await listCampaigns({
            db,
            brandId,
            status: q.status,
            q: q.q,
            page: q.page,
            pageSize: q.page_size,
          }),
        ),
        200,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/{id}/',
        tags,
        summary: 'Campaign detail with creators by status and spend',
        middleware: [...brandAccess],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZCampaignDetail), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadCampaignDetail({ db, brandId, id: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/campaign/create/',
      tags,
      summary: 'Create a draft (Campaign Draft) or publish (Campaign Creation)',
      middleware: [...brandAccess],
      request: jsonBody(ZCampaignCreate),
      responses: { 201: jsonContent(ZCampaign, 'Created'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, auth, brandId } = brandContext(c);
      return c.json(await createCampaign({ db, auth, brandId, input: c.req.valid('json') }), 201);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'patch',
        path: '/brand/campaign/update/{id}/',
        tags,
        summary: 'Edit fields; publish, complete or archive',
        middleware: [...brandAccess],
        request: { params: ZIdParam, ...jsonBody(ZCampaignUpdate) },
        responses: { 200: jsonContent(ZCampaign), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const { db, auth, brandId } = brandContext(c);
      const { campaign, events } = await updateCampaign({
        db,
        auth,
        brandId,
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      afterCommit(c, events);
      return c.json(campaign, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'delete',
        path: '/brand/campaigns/delete/{id}/',
        tags,
        summary: 'Delete a campaign (409 while creators are under contract)',
        middleware: [...brandAccess],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      await deleteCampaign({ db, brandId, id: c.req.valid('param').id });
      return c.json({ detail: 'The campaign is deleted.' }, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/profile-campaigns/',
        tags,
        summary: 'The campaigns a brand profile shows (not drafts)',
        middleware: [...brandAccess],
        request: { query: ZProfileCampaignsQuery },
        responses: { 200: jsonContent(ZProfileCampaigns), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const { brand_id } = c.req.valid('query');
      if (brand_id && brand_id !== brandId) throw notFound('brand');
      return c.json(await listProfileCampaigns({ db, brandId }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaign/matches/retrieve-approved-creators/',
        tags,
        summary: 'Creators working on a campaign, with their deliverables',
        middleware: [...brandAccess],
        request: { query: ZApprovedCreatorsQuery },
        responses: { 200: jsonContent(ZApprovedCreators), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const campaignId = c.req.valid('query').brand_campaign_id;
      return c.json(await listApprovedCreators({ db, brandId, campaignId }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/{id}/suggested-creators/',
        tags,
        summary: 'Creator Matches: creators ranked by fit, with reasons',
        middleware: [...brandAccess, requirePermission('CREATOR_MATCHES')],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZSuggestedCreators), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await suggestCreators({ db, brandId, campaignId: c.req.valid('param').id }), 200);
    },
  );
