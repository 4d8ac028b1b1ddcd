import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZConnectAccountRequest, ZSocialAccountDetail, ZSocialAccountList } from '../schemas/social';
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
// Each action folds its session check into its read batch (the creator is known from the session's claims).
const accountMove = { request: { params: ZIdParam }, errors: [404, 409], session: 'fold' } as const;
/** What an action on the creator's own accounts needs: the database, the data provider and the creator. */
const ownAccounts = (c: Context<AppEnv>) => {
  const { db, creatorId, userId } = creatorContext(c);
  return { db, provider: socialDataProvider({ env: c.env, db }), creator: { id: creatorId, userId } };
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
      session: 'fold',
    }),
    async (c) => {
      const providerAccountId = c.req.valid('json').account_id;
      const { detail, created } = await connectOwnAccount({ ...ownAccounts(c), providerAccountId });
      return created ? c.json(detail, 201) : c.json(detail, 200);
    },
  )
  .openapi(accounts.read('/influencer/social-accounts/{id}/', ZSocialAccountDetail, oneAccount), async (c) =>
    c.json(await ownAccountDetail({ ...creatorContext(c), accountId: c.req.valid('param').id }), 200),
  )
  .openapi(
    accounts.write('post', '/influencer/social-accounts/{id}/refresh/', ZSocialAccountDetail, accountMove),
    async (c) => c.json(await refreshOwnAccount({ ...ownAccounts(c), accountId: c.req.valid('param').id }), 200),
  )
  .openapi(
    accounts.write('post', '/influencer/social-accounts/{id}/disconnect/', ZSocialAccountDetail, accountMove),
    async (c) => c.json(await disconnectOwnAccount({ ...ownAccounts(c), accountId: c.req.valid('param').id }), 200),
  );
