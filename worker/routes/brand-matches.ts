import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import type { AppEnv } from '../lib/context';
import { linkedPage } from '../lib/page-links';
import { createRouter, jsonBody } from '../lib/openapi';
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
import type { DomainEvent } from '../services/outbox/outbox';
import { listPipeline } from '../services/proposals/pipeline';
import { listCampaignMatches, listPitches, loadMatchDetail } from '../services/proposals/match-views';
import { listRemovalReasons } from '../services/reference/list-removal-reasons';
import { routeArea } from '../http/route-area';
import {
  afterCommit,
  brandAccess,
  brandArea,
  brandById,
  brandContext,
  gatePermission,
  requirePermission,
} from '../http/brand-access';

const tags = ['brand matches'];
const matches = brandArea(tags);
/** Reference data any brand user may read (no brand object is looked up, so no 404). */
const brandUsers = routeArea({ tags, middleware: brandAccess, errors: [401, 403] });
const ZMoved = z.object({ id: z.string().uuid(), status: z.string() });
/** Making an offer needs Creator Proposal in the plan (a strategist's own screen: not for them). */
const PROPOSAL = { permission: 'CREATOR_PROPOSAL', strategistRoute: true } as const;
const byIdParam = { request: { params: ZIdParam } };
/** A move of a match: its session rides in the read of the match (a read, then one guarded batch). */
const move = { errors: [404, 409], session: 'fold' } as const;

/** The answer to a move: the match's id and new status; its event goes to the queue after the answer. */
const moved = (c: Context<AppEnv>, id: string, { status, event }: { status: string; event: DomainEvent }) => {
  afterCommit(c, [event]);
  return c.json({ id, status }, 200);
};

/**
 * The brand's answer to what a creator proposed (a pitch, a counter-offer): accepting makes an offer, so it needs
 * Creator Proposal; declining does not.
 */
const creatorAnswered = async <R extends { response: string }>(c: Context<AppEnv, string, { out: { json: R } }>) => {
  const { db, brandId, actorId } = brandContext(c);
  const response = c.req.valid('json');
  if (response.response === 'accept') await gatePermission(c, PROPOSAL);
  return { db, brandId, actorId, response };
};

export const brandMatchRoutes = createRouter()
  .openapi(
    brandUsers.read('/brand/removal-reasons/', ZRemovalReasons, {
      summary: 'Reasons a brand gives when removing or declining a creator',
    }),
    async (c) => c.json(await listRemovalReasons({ db: c.get('db') }), 200),
  )
  .openapi(
    ...brandById(
      matches.read('/brand/campaigns/{id}/pitches/', ZPitches, {
        summary: 'Applications (pitches) to a campaign, pending first',
        ...byIdParam,
      }),
      ({ id, ...brand }) => listPitches({ ...brand, campaignId: id }),
    ),
  )
  .openapi(
    ...brandById(
      matches.read('/brand/campaigns/{id}/pipeline/', ZPipeline, {
        summary:
          'A campaign’s candidates by stage (invited, waiting for an offer, offered, under contract, completed, past), with counts',
        ...byIdParam,
      }),
      ({ id, ...brand }) => listPipeline({ ...brand, campaignId: id }),
    ),
  )
  .openapi(
    matches.read('/brand/campaigns/{id}/matches/', ZMatchList, {
      summary: 'A campaign’s creators by match status (e.g. ?status=invited)',
      request: { params: ZIdParam, query: ZCampaignMatchesQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const q = c.req.valid('query');
      const campaign = { campaignId: c.req.valid('param').id, statuses: q.status };
      const list = (page: { page: number; pageSize: number }) =>
        listCampaignMatches({ db, brandId, ...campaign, ...page });
      return c.json(await linkedPage(c.req.url, q, list), 200);
    },
  )
  .openapi(
    matches.write('post', '/brand/pitches/{id}/respond/', ZMoved, {
      summary: 'Accept a pitch (offer its rate for the campaign’s deliverables) or decline it with a reason',
      request: { params: ZIdParam, ...jsonBody(ZPitchRespond) },
      ...move,
    }),
    async (c) => {
      const answered = await respondToPitch({ ...(await creatorAnswered(c)), pitchId: c.req.valid('param').id });
      return moved(c, String(answered.event.payload.match_id), answered);
    },
  )
  .openapi(
    matches.write('post', '/brand/campaign/propose-rates-and-deliverables/', ZMoved, {
      summary: 'Offer rates and deliverables to one creator (Creator Proposal)',
      request: jsonBody(ZProposeRates),
      ...move,
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      await gatePermission(c, PROPOSAL);
      const body = c.req.valid('json');
      const offer = { rateCents: body.rate_cents, deliverables: body.deliverables, message: body.message };
      const matchId = body.brand_campaign_match_id;
      return moved(c, matchId, await proposeRates({ db, brandId, actorId, matchId, ...offer }));
    },
  )
  .openapi(
    matches.write('patch', '/brand/campaign-match/update/{id}/', ZMoved, {
      summary: 'Remove a creator (with a reason) or mark their work complete',
      request: { params: ZIdParam, ...jsonBody(ZMatchUpdate) },
      ...move,
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const matchId = c.req.valid('param').id;
      const body = c.req.valid('json');
      const match = { db, brandId, actorId, matchId, note: body.note };
      const change =
        body.action === 'remove'
          ? await removeFromCampaign({ ...match, reasonId: body.removal_reason_id })
          : await completeMatch(match);
      return moved(c, matchId, change);
    },
  )
  .openapi(
    ...brandById(
      matches.read('/brand/campaign-match/{id}/', ZMatchDetail, {
        summary: 'One match: offer, pitch, deliverables, contract and history',
        ...byIdParam,
      }),
      loadMatchDetail,
    ),
  )
  .openapi(
    matches.write('post', '/brand/create-campaign-match/', ZMoved, {
      summary:
        'Invite a creator to an active campaign, or shortlist them on a draft (invited on publishing) (Add to Campaign)',
      middleware: [...brandAccess, requirePermission('ADD_TO_CAMPAIGN')],
      request: jsonBody(ZCreateMatch),
      errors: [409],
      status: 201,
      answer: 'Invited',
      session: 'fold',
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const { id, status, event } = await inviteCreator({ db, brandId, actorId, input: c.req.valid('json') });
      if (event) afterCommit(c, [event]);
      return c.json({ id, status }, 201);
    },
  )
  .openapi(
    matches.write('post', '/brand/matches/{match_id}/expire/', ZMoved, {
      summary: 'Expire an open invitation, application or offer',
      request: { params: ZMatchIdParam },
      ...move,
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const matchId = c.req.valid('param').match_id;
      return moved(c, matchId, await expireMatch({ db, brandId, actorId, matchId }));
    },
  )
  .openapi(
    matches.write('post', '/brand/matches/{match_id}/counter-offer/respond/', ZMoved, {
      summary: 'Accept the creator’s counter-offer (its rate becomes the fee) or decline it',
      request: { params: ZMatchIdParam, ...jsonBody(ZCounterResponse) },
      ...move,
    }),
    async (c) => {
      const matchId = c.req.valid('param').match_id;
      return moved(c, matchId, await respondToCounter({ ...(await creatorAnswered(c)), matchId }));
    },
  );
