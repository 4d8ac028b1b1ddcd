import { linkedPage } from '../lib/page-links';
import { createRouter, jsonBody } from '../lib/openapi';
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
import { afterCommit, brandAccess, brandArea, brandById, brandContext, requirePermission } from '../http/brand-access';

const campaigns = brandArea(['brand campaigns']);
const oneCampaign = { request: { params: ZIdParam } };

export const brandCampaignRoutes = createRouter()
  .openapi(
    campaigns.read('/brand/campaigns/', ZCampaignList, {
      summary: 'Campaign dashboard: one tab, with the count of every tab',
      request: { query: ZCampaignListQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const q = c.req.valid('query');
      const list = (page: { page: number; pageSize: number }) =>
        listCampaigns({ db, brandId, status: q.status, q: q.q, ...page });
      return c.json(await linkedPage(c.req.url, q, list), 200);
    },
  )
  .openapi(
    ...brandById(
      campaigns.read('/brand/campaigns/{id}/', ZCampaignDetail, {
        summary: 'Campaign detail with creators by status and spend',
        ...oneCampaign,
      }),
      loadCampaignDetail,
    ),
  )
  .openapi(
    campaigns.write('post', '/brand/campaign/create/', ZCampaign, {
      summary: 'Create a draft (Campaign Draft) or publish (Campaign Creation)',
      request: jsonBody(ZCampaignCreate),
      status: 201,
      answer: 'Created',
    }),
    async (c) => {
      const { db, auth, brandId } = brandContext(c);
      return c.json(await createCampaign({ db, auth, brandId, input: c.req.valid('json') }), 201);
    },
  )
  .openapi(
    campaigns.write('patch', '/brand/campaign/update/{id}/', ZCampaign, {
      summary: 'Edit fields; publish, complete or archive',
      request: { params: ZIdParam, ...jsonBody(ZCampaignUpdate) },
      errors: [409],
      session: 'fold',
    }),
    async (c) => {
      const { db, auth, brandId } = brandContext(c);
      const edit = { id: c.req.valid('param').id, input: c.req.valid('json') };
      const { campaign, events } = await updateCampaign({ db, auth, brandId, ...edit });
      afterCommit(c, events);
      return c.json(campaign, 200);
    },
  )
  .openapi(
    ...brandById(
      campaigns.write('delete', '/brand/campaigns/delete/{id}/', ZDetail, {
        summary: 'Delete a campaign (409 while creators are under contract)',
        ...oneCampaign,
        errors: [409],
        session: 'fold',
      }),
      async (campaign) => {
        await deleteCampaign(campaign);
        return { detail: 'The campaign is deleted.' };
      },
    ),
  )
  .openapi(
    campaigns.read('/brand/profile-campaigns/', ZProfileCampaigns, {
      summary: 'The campaigns a brand profile shows (not drafts)',
      request: { query: ZProfileCampaignsQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const { brand_id } = c.req.valid('query');
      if (brand_id && brand_id !== brandId) throw notFound('brand');
      return c.json(await listProfileCampaigns({ db, brandId }), 200);
    },
  )
  .openapi(
    campaigns.read('/brand/campaign/matches/retrieve-approved-creators/', ZApprovedCreators, {
      summary: 'Creators working on a campaign, with their deliverables',
      request: { query: ZApprovedCreatorsQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const campaignId = c.req.valid('query').brand_campaign_id;
      return c.json(await listApprovedCreators({ db, brandId, campaignId }), 200);
    },
  )
  .openapi(
    ...brandById(
      campaigns.read('/brand/campaigns/{id}/suggested-creators/', ZSuggestedCreators, {
        summary: 'Creator Matches: creators ranked by fit, with reasons',
        middleware: [...brandAccess, requirePermission('CREATOR_MATCHES')],
        ...oneCampaign,
      }),
      ({ id, ...brand }) => suggestCreators({ ...brand, campaignId: id }),
    ),
  );
