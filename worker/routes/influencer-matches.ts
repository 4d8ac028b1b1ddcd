import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { withPageLinks } from '../lib/page-links';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
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
import { loadOwnCreator, ownCreatorId } from '../services/creators/load-creator';
import { foldSession } from '../lib/session-fold';
import type { DomainEvent } from '../services/outbox/outbox';
import { creatorOnly, dispatchLater, ZIdParam } from '../http/creator-access';

const base = { tags: ['creator: campaign matches'], middleware: [...creatorOnly] };
const moveResponses = { 200: jsonContent(ZMyMatchDetail), ...errorResponses(400, 401, 403, 404, 409) };

/** The signed-in creator, their profile and (for `{id}` routes) their own match — another creator's is a 404. */
const context = async (c: Context<AppEnv>, matchId?: string) => {
  const db = c.get('db');
  const auth = authOf(c);
  const creator = await loadOwnCreator({ db, auth });
  return {
    db,
    user: auth.user,
    creator,
    match: matchId ? await loadMyMatch({ db, creatorId: creator.id, matchId }) : null,
  };
};

/** After a move: queue its event, answer with the match as it is now. */
const answer = async (c: Context<AppEnv>, ctx: Awaited<ReturnType<typeof context>>, event: DomainEvent) => {
  dispatchLater(c, event);
  return myMatchDetail({ db: ctx.db, creatorId: ctx.creator.id, userId: ctx.user.id, matchId: ctx.match!.id });
};

export const influencerMatchRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/campaign-matches/',
        description: 'My campaigns, by tab (`group`) or campaign.',
        request: { query: ZMyMatchQuery },
        responses: { 200: jsonContent(ZMyMatchList), ...errorResponses(400, 401, 403) },
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await listMyMatches({
            db: c.get('db'),
            creatorId: ownCreatorId(authOf(c)),
            group: q.group,
            campaignId: q.campaign_id,
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
        ...base,
        method: 'get',
        path: '/influencer/campaign-matches/counts/',
        responses: { 200: jsonContent(ZMyMatchCounts), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => c.json(await countMyMatches({ db: c.get('db'), creatorId: ownCreatorId(authOf(c)) }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/campaign-matches/{id}/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZMyMatchDetail), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const auth = authOf(c);
      const matchId = c.req.valid('param').id;
      return c.json(
        await myMatchDetail({ db: c.get('db'), creatorId: ownCreatorId(auth), userId: auth.user.id, matchId }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/campaign-matches/{id}/accept-invitation/',
      request: { params: ZIdParam, ...jsonBody(ZAcceptInvitation) },
      responses: moveResponses,
    }),
    async (c) => {
      const ctx = await context(c, c.req.valid('param').id);
      const body = c.req.valid('json');
      const { event } = await acceptInvitation({
        db: ctx.db,
        user: ctx.user,
        match: ctx.match!,
        message: body.message || undefined,
        proposedRateCents: body.proposed_rate_cents,
      });
      return c.json(await answer(c, ctx, event), 200);
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/campaign-matches/{id}/accept-offer/',
      request: { params: ZIdParam },
      responses: moveResponses,
    }),
    async (c) => {
      const ctx = await context(c, c.req.valid('param').id);
      const { event } = await acceptOffer({ db: ctx.db, user: ctx.user, match: ctx.match! });
      return c.json(await answer(c, ctx, event), 200);
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/campaign-matches/{id}/counter-offer/',
      description: 'Answers the brand’s offer with the creator’s own rate and a note.',
      request: { params: ZIdParam, ...jsonBody(ZCounterOffer) },
      responses: moveResponses,
    }),
    async (c) => {
      const ctx = await context(c, c.req.valid('param').id);
      const body = c.req.valid('json');
      const { event } = await counterOffer({
        db: ctx.db,
        user: ctx.user,
        match: ctx.match!,
        rateCents: body.rate_cents,
        message: body.message,
      });
      return c.json(await answer(c, ctx, event), 200);
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/campaign-matches/{id}/decline/',
      request: { params: ZIdParam, ...jsonBody(ZDeclineRequest) },
      responses: moveResponses,
    }),
    async (c) => {
      const ctx = await context(c, c.req.valid('param').id);
      const { event } = await declineMatch({
        db: ctx.db,
        user: ctx.user,
        match: ctx.match!,
        reason: c.req.valid('json').reason,
      });
      return c.json(await answer(c, ctx, event), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/campaign-matches/{id}/contract/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZContract), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) =>
      c.json(
        await myContractView({ db: c.get('db'), creatorId: ownCreatorId(authOf(c)), matchId: c.req.valid('param').id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/campaign-matches/{id}/sign-contract/',
      description:
        'Signs with the typed full name; records the time and the client IP, snapshots the terms and creates the deliverables.',
      request: { params: ZIdParam, ...jsonBody(ZSignContract) },
      responses: { 200: jsonContent(ZContract), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const ctx = await context(c, c.req.valid('param').id);
      const { event } = await signContract({
        db: ctx.db,
        user: ctx.user,
        match: ctx.match!,
        signatureName: c.req.valid('json').signature_name,
        ip: clientInfo(c).ip,
      });
      dispatchLater(c, event);
      return c.json(await contractView({ db: ctx.db, match: { ...ctx.match!, status: 'contracted' } }), 200);
    },
  );
