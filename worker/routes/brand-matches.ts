import { createRoute, z } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { withPageLinks } from '../lib/page-links';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import {
  ZCampaignMatchesQuery,
  ZCreateMatch,
  ZMatchDetail,
  ZMatchIdParam,
  ZMatchList,
  ZMatchUpdate,
  ZPitches,
  ZPitchRespond,
  ZProposeRates,
  ZRemovalReasons,
} from '../schemas/brand-matches';
import { ZIdParam } from '../schemas/campaign';
import { inviteCreator } from '../services/proposals/invite-creator';
import {
  completeMatch,
  expireMatch,
  proposeRates,
  removeFromCampaign,
  respondToCounter,
  respondToPitch,
} from '../services/proposals/match-actions';
import { ZCounterResponse } from '../schemas/negotiation';
import { ZPipeline } from '../schemas/pipeline';
import { listPipeline } from '../services/proposals/pipeline';
import { listCampaignMatches, listPitches, loadMatchDetail } from '../services/proposals/match-views';
import { listRemovalReasons } from '../services/reference/list-removal-reasons';
import { afterCommit, brandAccess, brandContext, gatePermission, requirePermission } from '../http/brand-access';

const tags = ['brand matches'];
const ZMoved = z.object({ id: z.string().uuid(), status: z.string() });
/** Making an offer needs Creator Proposal in the plan (a strategist's own screen: not for them). */
const PROPOSAL = { permission: 'CREATOR_PROPOSAL', strategistRoute: true } as const;

export const brandMatchRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/removal-reasons/',
        tags,
        summary: 'Reasons a brand gives when removing or declining a creator',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZRemovalReasons), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => {
      return c.json(await listRemovalReasons({ db: c.get('db') }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/{id}/pitches/',
        tags,
        summary: 'Applications (pitches) to a campaign, pending first',
        middleware: [...brandAccess],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZPitches), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await listPitches({ db, brandId, campaignId: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/{id}/pipeline/',
        tags,
        summary:
          'A campaign’s candidates by stage (invited, waiting for an offer, offered, under contract, completed, past), with counts',
        middleware: [...brandAccess],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZPipeline), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await listPipeline({ db, brandId, campaignId: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/{id}/matches/',
        tags,
        summary: 'A campaign’s creators by match status (e.g. ?status=invited)',
        middleware: [...brandAccess],
        request: { params: ZIdParam, query: ZCampaignMatchesQuery },
        responses: { 200: jsonContent(ZMatchList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const q = c.req.valid('query');
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await listCampaignMatches({
            db,
            brandId,
            campaignId: c.req.valid('param').id,
            statuses: q.status,
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
        method: 'post',
        path: '/brand/pitches/{id}/respond/',
        tags,
        summary: 'Accept a pitch (offer its rate for the campaign’s deliverables) or decline it with a reason',
        middleware: [...brandAccess],
        request: { params: ZIdParam, ...jsonBody(ZPitchRespond) },
        responses: { 200: jsonContent(ZMoved), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const response = c.req.valid('json');
      if (response.response === 'accept') await gatePermission(c, PROPOSAL);
      const pitch = c.req.valid('param').id;
      const moved = await respondToPitch({ db, brandId, actorId, pitchId: pitch, response });
      afterCommit(c, [moved.event]);
      return c.json({ id: String(moved.event.payload.match_id), status: moved.status }, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/brand/campaign/propose-rates-and-deliverables/',
        tags,
        summary: 'Offer rates and deliverables to one creator (Creator Proposal)',
        middleware: [...brandAccess],
        request: jsonBody(ZProposeRates),
        responses: { 200: jsonContent(ZMoved), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      await gatePermission(c, PROPOSAL);
      const body = c.req.valid('json');
      const moved = await proposeRates({
        db,
        brandId,
        actorId,
        matchId: body.brand_campaign_match_id,
        rateCents: body.rate_cents,
        deliverables: body.deliverables,
        message: body.message,
      });
      afterCommit(c, [moved.event]);
      return c.json({ id: body.brand_campaign_match_id, status: moved.status }, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'patch',
        path: '/brand/campaign-match/update/{id}/',
        tags,
        summary: 'Remove a creator (with a reason) or mark their work complete',
        middleware: [...brandAccess],
        request: { params: ZIdParam, ...jsonBody(ZMatchUpdate) },
        responses: { 200: jsonContent(ZMoved), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const matchId = c.req.valid('param').id;
      const body = c.req.valid('json');
      const moved =
        body.action === 'remove'
          ? await removeFromCampaign({
              db,
              brandId,
              actorId,
              matchId,
              reasonId: body.removal_reason_id,
              note: body.note,
            })
          : await completeMatch({ db, brandId, actorId, matchId, note: body.note });
      afterCommit(c, [moved.event]);
      return c.json({ id: matchId, status: moved.status }, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaign-match/{id}/',
        tags,
        summary: 'One match: offer, pitch, deliverables, contract and history',
        middleware: [...brandAccess],
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZMatchDetail), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadMatchDetail({ db, brandId, id: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/brand/create-campaign-match/',
        tags,
        summary:
          'Invite a creator to an active campaign, or shortlist them on a draft (invited on publishing) (Add to Campaign)',
        middleware: [...brandAccess, requirePermission('ADD_TO_CAMPAIGN')],
        request: jsonBody(ZCreateMatch),
        responses: { 201: jsonContent(ZMoved, 'Invited'), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const { id, status, event } = await inviteCreator({ db, brandId, actorId, input: c.req.valid('json') });
      if (event) afterCommit(c, [event]);
      return c.json({ id, status }, 201);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/brand/matches/{match_id}/expire/',
        tags,
        summary: 'Expire an open invitation, application or offer',
        middleware: [...brandAccess],
        request: { params: ZMatchIdParam },
        responses: { 200: jsonContent(ZMoved), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const matchId = c.req.valid('param').match_id;
      const moved = await expireMatch({ db, brandId, actorId, matchId });
      afterCommit(c, [moved.event]);
      return c.json({ id: matchId, status: moved.status }, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/brand/matches/{match_id}/counter-offer/respond/',
        tags,
        summary: 'Accept the creator’s counter-offer (its rate becomes the fee) or decline it',
        middleware: [...brandAccess],
        request: { params: ZMatchIdParam, ...jsonBody(ZCounterResponse) },
        responses: { 200: jsonContent(ZMoved), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const response = c.req.valid('json');
      if (response.response === 'accept') await gatePermission(c, PROPOSAL);
      const matchId = c.req.valid('param').match_id;
      const moved = await respondToCounter({ db, brandId, actorId, matchId, response });
      afterCommit(c, [moved.event]);
      return c.json({ id: matchId, status: moved.status }, 200);
    },
  );
