import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZConnectAccountRequest, ZSocialAccountDetail, ZSocialAccountList } from '../schemas/social';
import { loadOwnCreator, ownCreatorId } from '../services/creators/load-creator';
import {
  connectOwnAccount,
  disconnectOwnAccount,
  listOwnAccounts,
  ownAccountDetail,
  refreshOwnAccount,
} from '../services/social-data/own-accounts';
import { socialDataProvider } from '../services/social-data/provider-for-env';
import { creatorOnly, ZIdParam } from '../http/creator-access';
import { foldSession } from '../lib/session-fold';

const tags = ['creator: social accounts'];
const base = { tags, middleware: [...creatorOnly] };
/** What an action on one of the creator's own accounts needs: the database, the data provider, the creator, the id. */
const ownAccount = async (c: Context<AppEnv>, accountId: string) => {
  const db = c.get('db');
  const creator = await loadOwnCreator({ db, auth: authOf(c) });
  return { db, provider: socialDataProvider({ env: c.env, db }), creator, accountId };
};

/** The creator's own social accounts: list, connect (the widget's callback), detail, refresh, disconnect. */
export const influencerSocialRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/social-accounts/',
        responses: { 200: jsonContent(ZSocialAccountList), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => {
      const db = c.get('db');
      return c.json(await listOwnAccounts({ db, creatorId: ownCreatorId(authOf(c)) }), 200);
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/social-accounts/',
      description: 'Called with the account id the connect widget returned; syncs the account at once.',
      request: jsonBody(ZConnectAccountRequest),
      responses: {
        200: jsonContent(ZSocialAccountDetail, 'Already connected: synced again'),
        201: jsonContent(ZSocialAccountDetail, 'Connected'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const db = c.get('db');
      const creator = await loadOwnCreator({ db, auth: authOf(c) });
      const { detail, created } = await connectOwnAccount({
        db,
        provider: socialDataProvider({ env: c.env, db }),
        creator,
        providerAccountId: c.req.valid('json').account_id,
      });
      return created ? c.json(detail, 201) : c.json(detail, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/social-accounts/{id}/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZSocialAccountDetail), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const db = c.get('db');
      return c.json(
        await ownAccountDetail({ db, creatorId: ownCreatorId(authOf(c)), accountId: c.req.valid('param').id }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/social-accounts/{id}/refresh/',
      request: { params: ZIdParam },
      responses: { 200: jsonContent(ZSocialAccountDetail), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await refreshOwnAccount(await ownAccount(c, c.req.valid('param').id)), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/social-accounts/{id}/disconnect/',
      request: { params: ZIdParam },
      responses: { 200: jsonContent(ZSocialAccountDetail), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await disconnectOwnAccount(await ownAccount(c, c.req.valid('param').id)), 200),
  );
