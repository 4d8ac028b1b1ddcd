import { createRoute } from '@hono/zod-openapi';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import {
  ZCreatorIdParam,
  ZCreatorProfile,
  ZCreatorStatusResponse,
  ZCreatorStatusUpdate,
  ZOnboardingResponse,
  ZOnboardingUpdate,
  ZUpdateCreatorProfile,
} from '../schemas/creator-profile';
import { latestCreatorReview, requestCreatorReview, setCreatorStatus } from '../services/creators/creator-status';
import { ZCreatorReviewState } from '../schemas/staff';
import { loadOwnCreator, ownCreatorId } from '../services/creators/load-creator';
import { allFlags, setOnboardingFlags } from '../services/creators/onboarding-flags';
import { loadCreatorProfile, updateCreatorProfile } from '../services/creators/profile';
import { creatorOnly, dispatchLater } from '../http/creator-access';
import { foldSession } from '../lib/session-fold';

const tags = ['creator: profile'];

export const influencerProfileRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/influencer/profile/',
        tags,
        middleware: [...creatorOnly],
        responses: { 200: jsonContent(ZCreatorProfile), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => {
      const db = c.get('db');
      return c.json(await loadCreatorProfile({ db, creatorId: ownCreatorId(authOf(c)) }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/influencer/profile/',
      tags,
      middleware: [...creatorOnly],
      request: jsonBody(ZUpdateCreatorProfile),
      responses: { 200: jsonContent(ZCreatorProfile), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const db = c.get('db');
      return c.json(
        await updateCreatorProfile({
          db,
          creator: await loadOwnCreator({ db, auth: authOf(c) }),
          input: c.req.valid('json'),
        }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/influencer/onboarding_variables/',
      tags,
      description:
        'Sets the creator onboarding flags the web app owns (modals and tours seen); the others follow the data.',
      middleware: [...creatorOnly],
      request: jsonBody(ZOnboardingUpdate),
      responses: { 200: jsonContent(ZOnboardingResponse), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const db = c.get('db');
      const [row] = await setOnboardingFlags({
        db,
        creatorId: ownCreatorId(authOf(c)),
        flags: c.req.valid('json').onboarding_values,
      }).returning();
      return c.json({ onboarding: allFlags(row?.onboarding) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/influencer/approve/{creator_id}/',
      tags: ['creator: approval'],
      description:
        'Staff or a strategist approves a PENDING creator: status ACTIVE, onboarding complete, the creator is notified.',
      middleware: [requireUser, requireRole('Staff', 'Strategist')],
      request: { params: ZCreatorIdParam },
      responses: { 200: jsonContent(ZCreatorStatusResponse), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { result, events } = await setCreatorStatus({
        db: c.get('db'),
        auth: authOf(c),
        creatorId: c.req.valid('param').creator_id,
        status: 'ACTIVE',
      });
      events.forEach((e) => dispatchLater(c, e));
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/influencer/status/{creator_id}/',
      tags: ['creator: approval'],
      description: 'Staff set a creator’s status. Anything other than PENDING marks onboarding complete (spec §4).',
      middleware: [requireUser],
      request: { params: ZCreatorIdParam, ...jsonBody(ZCreatorStatusUpdate) },
      responses: { 200: jsonContent(ZCreatorStatusResponse), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { result, events } = await setCreatorStatus({
        db: c.get('db'),
        auth: authOf(c),
        creatorId: c.req.valid('param').creator_id,
        status: c.req.valid('json').status,
      });
      events.forEach((e) => dispatchLater(c, e));
      return c.json(result, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/influencer/review/',
        tags: ['creator: approval'],
        description: 'The creator’s latest review: requested, approved or rejected with the reason; null before any.',
        middleware: [...creatorOnly],
        responses: { 200: jsonContent(ZCreatorReviewState), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => {
      const db = c.get('db');
      return c.json({ latest_review: await latestCreatorReview({ db, creatorId: ownCreatorId(authOf(c)) }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/influencer/review/',
      tags: ['creator: approval'],
      description:
        'After a rejection: sends the updated profile for review again (back into the staff queue). 409 unless the last review asked for changes.',
      middleware: [...creatorOnly],
      responses: { 200: jsonContent(ZCreatorReviewState), ...errorResponses(401, 403, 409) },
    }),
    async (c) => {
      const db = c.get('db');
      return c.json({ latest_review: await requestCreatorReview({ db, creatorId: ownCreatorId(authOf(c)) }) }, 200);
    },
  );
