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
import { contractView, myContractView } from '../services/contracts/contract-view';
import { signContract } from '../services/contracts/sign-contract';
import { countMyMatches, listMyMatches, loadMyMatch, myMatchDetail } from '../services/creator-campaigns/my-matches';
import { acceptInvitation, acceptOffer, counterOffer, declineMatch } from '../services/creator-campaigns/respond';
import { ZCounterOffer } from '../schemas/negotiation';
import type { DomainEvent } from '../services/outbox/outbox';
import { creatorArea, creatorContext, dispatchLater, ZIdParam } from '../http/creator-access';

const matches = creatorArea(['creator: campaign matches']);
/** The signed-in creator and their own match — another creator's is a 404. */
const ownMatch = async (c: Context<AppEnv>, matchId: string) => {
  const ctx = creatorContext(c);
  return { ...ctx, match: await loadMyMatch({ db: ctx.db, creatorId: ctx.creatorId, matchId }) };
};

/** After a move: queue its event, answer with the match as it is now. */
const answer = async (c: Context<AppEnv>, ctx: Awaited<ReturnType<typeof ownMatch>>, event: DomainEvent) => {
  dispatchLater(c, event);
  return myMatchDetail({ ...ctx, matchId: ctx.match.id });
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
    }),
    async (c) => {
      const ctx = await ownMatch(c, c.req.valid('param').id);
      const body = c.req.valid('json');
      const message = body.message || undefined;
      const { event } = await acceptInvitation({ ...ctx, message, proposedRateCents: body.proposed_rate_cents });
      return c.json(await answer(c, ctx, event), 200);
    },
  )
  .openapi(
    matches.write('post', '/influencer/campaign-matches/{id}/accept-offer/', ZMyMatchDetail, {
      request: { params: ZIdParam },
      errors: [404, 409],
    }),
    async (c) => {
      const ctx = await ownMatch(c, c.req.valid('param').id);
      return c.json(await answer(c, ctx, (await acceptOffer(ctx)).event), 200);
    },
  )
  .openapi(
    matches.write('post', '/influencer/campaign-matches/{id}/counter-offer/', ZMyMatchDetail, {
      description: 'Answers the brand’s offer with the creator’s own rate and a note.',
      request: { params: ZIdParam, ...jsonBody(ZCounterOffer) },
      errors: [404, 409],
    }),
    async (c) => {
      const ctx = await ownMatch(c, c.req.valid('param').id);
      const { rate_cents: rateCents, message } = c.req.valid('json');
      return c.json(await answer(c, ctx, (await counterOffer({ ...ctx, rateCents, message })).event), 200);
    },
  )
  .openapi(
    matches.write('post', '/influencer/campaign-matches/{id}/decline/', ZMyMatchDetail, {
      request: { params: ZIdParam, ...jsonBody(ZDeclineRequest) },
      errors: [404, 409],
    }),
    async (c) => {
      const ctx = await ownMatch(c, c.req.valid('param').id);
      return c.json(await answer(c, ctx, (await declineMatch({ ...ctx, ...c.req.valid('json') })).event), 200);
    },
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
    }),
    async (c) => {
      const ctx = await ownMatch(c, c.req.valid('param').id);
      const signatureName = c.req.valid('json').signature_name;
      const { event } = await signContract({ ...ctx, signatureName, ip: clientInfo(c).ip });
      dispatchLater(c, event);
      return c.json(await contractView({ db: ctx.db, match: { ...ctx.match, status: 'contracted' } }), 200);
    },
  );
