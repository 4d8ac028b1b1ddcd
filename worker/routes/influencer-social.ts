import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZConnectAccountRequest, ZSocialAccountDetail, ZSocialAccountList } from '../schemas/social';
import { loadOwnCreator } from '../services/creators/load-creator';
import {
  connectOwnAccount,
  disconnectOwnAccount,
  listOwnAccounts,
  ownAccountDetail,
  refreshOwnAccount,
} from '../services/social-data/own-accounts';
import { socialDataProvider } from '../services/social-data/provider-for-env';
import { creatorArea, creatorContext, ZIdParam } from '../http/creator-access';

const accounts = creatorArea(['creator: social accounts']);
const oneAccount = { request: { params: ZIdParam }, errors: [404] } as const;
const accountMove = { request: { params: ZIdParam }, errors: [404, 409] } as const;
/** What an action on one of the creator's own accounts needs: the database, the data provider, the creator, the id. */
const ownAccount = async (c: Context<AppEnv>, accountId: string) => {
  const db = c.get('db');
  const creator = await loadOwnCreator({ db, auth: authOf(c) });
  return { db, provider: socialDataProvider({ env: c.env, db }), creator, accountId };
};

/** The creator's own social accounts: list, connect (the widget's callback), detail, refresh, disconnect. */
export const influencerSocialRoutes = createRouter()
  .openapi(accounts.read('/influencer/social-accounts/', ZSocialAccountList), async (c) =>
    c.json(await listOwnAccounts(creatorContext(c)), 200),
  )
  .openapi(
    accounts.write('post', '/influencer/social-accounts/', ZSocialAccountDetail, {
      description: 'Called with the account id the connect widget returned; syncs the account at once.',
      request: jsonBody(ZConnectAccountRequest),
      errors: [404, 409],
      answers: { 200: 'Already connected: synced again', 201: 'Connected' },
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
  .openapi(accounts.read('/influencer/social-accounts/{id}/', ZSocialAccountDetail, oneAccount), async (c) =>
    c.json(await ownAccountDetail({ ...creatorContext(c), accountId: c.req.valid('param').id }), 200),
  )
  .openapi(
    accounts.write('post', '/influencer/social-accounts/{id}/refresh/', ZSocialAccountDetail, accountMove),
    async (c) => c.json(await refreshOwnAccount(await ownAccount(c, c.req.valid('param').id)), 200),
  )
  .openapi(
    accounts.write('post', '/influencer/social-accounts/{id}/disconnect/', ZSocialAccountDetail, accountMove),
    async (c) => c.json(await disconnectOwnAccount(await ownAccount(c, c.req.valid('param').id)), 200),
  );
