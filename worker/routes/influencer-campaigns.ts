import { withPageLinks } from '../lib/page-links';
import { authOf } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import {
  ZApplyRequest,
  ZCampaignSearchQuery,
  ZCreatorBrandProfile,
  ZCreatorCampaignList,
  ZCreatorCampaignOverview,
} from '../schemas/creator-campaigns';
import { ZMyMatchDetail } from '../schemas/creator-matches';
import { applyToCampaign } from '../services/creator-campaigns/apply';
import { creatorBrandProfile } from '../services/creator-campaigns/brand-profile';
import { campaignOverview } from '../services/creator-campaigns/campaign-overview';
import { searchCampaigns } from '../services/creator-campaigns/search-campaigns';
import { ownCreatorId } from '../services/creators/load-creator';
import { creatorArea, dispatchLater, ZIdParam } from '../http/creator-access';

const campaigns = creatorArea(['creator: campaigns']);
const oneById = { request: { params: ZIdParam }, errors: [404] } as const;

/** Campaign discovery for creators: search what fits, read a brief, apply with a pitch, see a brand. */
export const influencerCampaignRoutes = createRouter()
  .openapi(
    campaigns.read('/influencer/campaigns/search/', ZCreatorCampaignList, {
      description:
        'Open public campaigns that fit the creator (the brand’s niche, location, platform and follower targeting) and that they have not joined, with filters.',
      request: { query: ZCampaignSearchQuery },
    }),
    async (c) =>
      c.json(
        withPageLinks(
          c.req.url,
          c.req.valid('query'),
          await searchCampaigns({ db: c.get('db'), creatorId: ownCreatorId(authOf(c)), query: c.req.valid('query') }),
        ),
        200,
      ),
  )
  .openapi(campaigns.read('/influencer/campaigns/{id}/', ZCreatorCampaignOverview, oneById), async (c) => {
    const auth = authOf(c);
    // `auth.user` is complete once the batch has checked the session (its status decides `can_apply`).
    return c.json(
      await campaignOverview({
        db: c.get('db'),
        user: auth.user,
        creatorId: ownCreatorId(auth),
        campaignId: c.req.valid('param').id,
      }),
      200,
    );
  })
  .openapi(
    campaigns.write('post', '/influencer/campaigns/{id}/apply/', ZMyMatchDetail, {
      description:
        'Applies with a pitch (message, proposed rate). 403 `creator_not_approved` while PENDING, 403 `not_eligible` outside the targeting, 409 when already part of the campaign.',
      request: { params: ZIdParam, ...jsonBody(ZApplyRequest) },
      errors: [404, 409],
      status: 201,
      // The session rides in the campaign's read: the batch after it is the application.
      session: 'fold',
    }),
    async (c) => {
      const auth = authOf(c);
      // `auth.user` is complete once the campaign's read (with the session) returns: its status decides.
      const { match, event } = await applyToCampaign({
        db: c.get('db'),
        user: auth.user,
        creatorId: ownCreatorId(auth),
        campaignId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      dispatchLater(c, event);
      return c.json(match, 201);
    },
  )
  .openapi(campaigns.read('/influencer/brands/{id}/', ZCreatorBrandProfile, oneById), async (c) =>
    c.json(
      await creatorBrandProfile({
        db: c.get('db'),
        creatorId: ownCreatorId(authOf(c)),
        brandId: c.req.valid('param').id,
      }),
      200,
    ),
  );
