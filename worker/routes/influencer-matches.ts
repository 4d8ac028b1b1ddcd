import type { Context } from 'hono';
import { linkedPage } from '../lib/page-links';
import type { AppEnv } from '../lib/context';
import { createRouter, jsonBody } from '../lib/openapi';
import { clientInfo } from '../lib/request-info';
import {
  ZAcceptInvitation,
  ZContract,
  ZDeclineRequest,
  ZMyMatchCounts,
  ZMyMatchDetail,
  ZMyMatchList,
  ZMyMatchQuery,
  ZSignContract,
} from '../schemas/creator-matches';
import { myContractView } from '../services/contracts/contract-view';
import { signContract } from '../services/contracts/sign-contract';
import { countMyMatches, listMyMatches, myMatchDetail } from '../services/creator-campaigns/my-matches';
import {
  acceptInvitation,
  acceptOffer,
  counterOffer,
  declineMatch,
  moveMyMatch,
} from '../services/creator-campaigns/respond';
import type { MatchAction } from '../services/matches/lifecycle';
import { ZCounterOffer } from '../schemas/negotiation';
import { creatorArea, creatorContext, dispatchLater, ZIdParam } from '../http/creator-access';

const matches = creatorArea(['creator: campaign matches']);

/** A move on the creator's own match (another creator's is a 404): queue its event, answer with the match after it. */
const moveMine = async (
  c: Context<AppEnv>,
  matchId: string,
  action: MatchAction,
  plan: Parameters<typeof moveMyMatch>[0]['plan'],
) => {
  const { db, user, creatorId } = creatorContext(c);
  const { event, detail } = await moveMyMatch({ db, user, creatorId, matchId, action, plan });
  dispatchLater(c, event);
  return detail;
};

export const influencerMatchRoutes = createRouter()
  .openapi(
    matches.read('/influencer/campaign-matches/', ZMyMatchList, {
      description: 'My campaigns, by tab (`group`) or campaign.',
      request: { query: ZMyMatchQuery },
    }),
    async (c) => {
      const { group, campaign_id: campaignId, ...q } = c.req.valid('query');
      const page = await linkedPage(c.req.url, q, (p) =>
        listMyMatches({ ...creatorContext(c), group, campaignId, ...p }),
      );
      return c.json(page, 200);
    },
  )
  .openapi(matches.read('/influencer/campaign-matches/counts/', ZMyMatchCounts), async (c) =>
    c.json(await countMyMatches(creatorContext(c)), 200),
  )
  .openapi(
    matches.read('/influencer/campaign-matches/{id}/', ZMyMatchDetail, {
      request: { params: ZIdParam },
      errors: [404],
    }),
    async (c) => c.json(await myMatchDetail({ ...creatorContext(c), matchId: c.req.valid('param').id }), 200),
  )
  .openapi(
    matches.write('post', '/influencer/campaign-matches/{id}/accept-invitation/', ZMyMatchDetail, {
      request: { params: ZIdParam, ...jsonBody(ZAcceptInvitation) },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) => {
      const body = c.req.valid('json');
      const accept = acceptInvitation({
        message: body.message || undefined,
        proposedRateCents: body.proposed_rate_cents,
      });
      return c.json(await moveMine(c, c.req.valid('param').id, 'accept_invitation', accept), 200);
    },
  )
  .openapi(
    matches.write('post', '/influencer/campaign-matches/{id}/accept-offer/', ZMyMatchDetail, {
      request: { params: ZIdParam },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) => c.json(await moveMine(c, c.req.valid('param').id, 'accept_offer', acceptOffer), 200),
  )
  .openapi(
    matches.write('post', '/influencer/campaign-matches/{id}/counter-offer/', ZMyMatchDetail, {
      description: 'Answers the brand’s offer with the creator’s own rate and a note.',
      request: { params: ZIdParam, ...jsonBody(ZCounterOffer) },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) => {
      const { rate_cents: rateCents, message } = c.req.valid('json');
      return c.json(await moveMine(c, c.req.valid('param').id, 'counter', counterOffer({ rateCents, message })), 200);
    },
  )
  .openapi(
    matches.write('post', '/influencer/campaign-matches/{id}/decline/', ZMyMatchDetail, {
      request: { params: ZIdParam, ...jsonBody(ZDeclineRequest) },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) => c.json(await moveMine(c, c.req.valid('param').id, 'decline', declineMatch(c.req.valid('json'))), 200),
  )
  .openapi(
    matches.read('/influencer/campaign-matches/{id}/contract/', ZContract, {
      request: { params: ZIdParam },
      errors: [404, 409],
    }),
    async (c) => c.json(await myContractView({ ...creatorContext(c), matchId: c.req.valid('param').id }), 200),
  )
  .openapi(
    matches.write('post', '/influencer/campaign-matches/{id}/sign-contract/', ZContract, {
      description:
        'Signs with the typed full name; records the time and the client IP, snapshots the terms and creates the deliverables.',
      request: { params: ZIdParam, ...jsonBody(ZSignContract) },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) => {
      const { db, user, creatorId } = creatorContext(c);
      const sign = { matchId: c.req.valid('param').id, signatureName: c.req.valid('json').signature_name };
      const { event, contract } = await signContract({ db, user, creatorId, ...sign, ip: clientInfo(c).ip });
      dispatchLater(c, event);
      return c.json(contract, 200);
    },
  );
