import { createRoute } from '@hono/zod-openapi';
import { authOf, requireUser } from '../lib/middleware/guards';
import { foldSession } from '../lib/session-fold';
import { AppError } from '../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
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
import { creatorOnly, ZIdParam } from '../http/creator-access';

const tags = ['social data'];

/** The spec's `/phyllo/...` calls, served from whichever SocialDataProvider is configured (DESIGN §7). */
export const phylloRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/phyllo/sdk-token/',
      tags,
      middleware: [...creatorOnly],
      responses: {
        200: jsonContent(ZSdkToken, 'A short-lived token for the connect widget'),
        ...errorResponses(401, 403),
      },
    }),
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
    createRoute({
      method: 'post',
      path: '/phyllo/sandbox/connect/',
      tags,
      description:
        'The sandbox connect widget’s server side (only while SOCIAL_DATA_PROVIDER is sandbox): returns the account id the widget hands back.',
      middleware: [...creatorOnly],
      request: jsonBody(ZSandboxConnectRequest),
      responses: { 200: jsonContent(ZSandboxConnectResponse), ...errorResponses(400, 401, 403, 404) },
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
    foldSession(
      createRoute({
        method: 'get',
        path: '/phyllo/creator/profile-detail/',
        tags,
        description:
          'A creator’s social accounts with profile, audience, recent content and our metrics. Brands need Creator Profile; audience, content and metrics need Profile Access (otherwise listed in `locked`).',
        middleware: [requireUser],
        request: { query: ZProfileDetailQuery },
        responses: { 200: jsonContent(ZCreatorSocialDetail), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const query = { db: c.get('db'), auth: authOf(c), creatorId: c.req.valid('query').profile_id };
      return c.json(await creatorSocialDetail(query), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/phyllo/creator/social-account/detail/{id}/',
        tags,
        middleware: [requireUser],
        request: { params: ZIdParam, query: ZAccountDetailQuery },
        responses: { 200: jsonContent(ZAccountDetailResponse), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
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
