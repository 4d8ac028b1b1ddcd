import { authOf, requireUser } from '../lib/middleware/guards';
import { AppError } from '../lib/errors';
import { createRouter, jsonBody } from '../lib/openapi';
import {
  ZAccountDetailQuery,
  ZAccountDetailResponse,
  ZCreatorSocialDetail,
  ZProfileDetailQuery,
  ZSandboxConnectRequest,
  ZSandboxConnectResponse,
  ZSdkToken,
} from '../schemas/social';
import { socialDataProvider } from '../services/social-data/provider-for-env';
import { sandboxConnect } from '../services/social-data/sandbox-provider';
import { creatorSocialDetail, socialAccountDetail } from '../services/social-data/social-detail';
import { creatorArea, ZIdParam } from '../http/creator-access';
import { routeArea } from '../http/route-area';

const tags = ['social data'];
/** The connect widget's calls: the creator connecting an account. */
const connect = creatorArea(tags);
/** A creator's social data: for whoever may see the creator (decided per object, with the plan read with the session). */
const socialData = routeArea({ tags, middleware: [requireUser], errors: [401, 403] });

/** The spec's `/phyllo/...` calls, served from whichever SocialDataProvider is configured (DESIGN §7). */
export const phylloRoutes = createRouter()
  .openapi(
    connect.write('post', '/phyllo/sdk-token/', ZSdkToken, { answer: 'A short-lived token for the connect widget' }),
    async (c) => {
      const { user } = authOf(c);
      return c.json(
        await socialDataProvider({ env: c.env, db: c.get('db') }).createSdkToken({
          id: user.id,
          name: `${user.firstName} ${user.lastName}`.trim(),
        }),
        200,
      );
    },
  )
  .openapi(
    connect.write('post', '/phyllo/sandbox/connect/', ZSandboxConnectResponse, {
      description:
        'The sandbox connect widget’s server side (only while SOCIAL_DATA_PROVIDER is sandbox): returns the account id the widget hands back.',
      request: jsonBody(ZSandboxConnectRequest),
      errors: [404],
    }),
    async (c) => {
      if (socialDataProvider({ env: c.env, db: c.get('db') }).name !== 'sandbox')
        throw new AppError('route_not_found', 'The sandbox widget is off: social data comes from Phyllo.');
      const { sdk_token, platform, handle } = c.req.valid('json');
      const connected = await sandboxConnect({ secret: c.env.JWT_SECRET, sdkToken: sdk_token, platform, handle });
      if (connected.user_id !== authOf(c).user.id)
        throw new AppError('bad_token', 'This connect session belongs to another account.');
      return c.json(connected, 200);
    },
  )
  .openapi(
    socialData.read('/phyllo/creator/profile-detail/', ZCreatorSocialDetail, {
      description:
        'A creator’s social accounts with profile, audience, recent content and our metrics. Brands need Creator Profile; audience, content and metrics need Profile Access (otherwise listed in `locked`).',
      request: { query: ZProfileDetailQuery },
      errors: [404],
    }),
    async (c) => {
      const query = { db: c.get('db'), auth: authOf(c), creatorId: c.req.valid('query').profile_id };
      return c.json(await creatorSocialDetail(query), 200);
    },
  )
  .openapi(
    socialData.read('/phyllo/creator/social-account/detail/{id}/', ZAccountDetailResponse, {
      request: { params: ZIdParam, query: ZAccountDetailQuery },
      errors: [404],
    }),
    async (c) =>
      c.json(
        await socialAccountDetail({
          db: c.get('db'),
          auth: authOf(c),
          accountId: c.req.valid('param').id,
          creatorId: c.req.valid('query').creatorId,
        }),
        200,
      ),
  );
