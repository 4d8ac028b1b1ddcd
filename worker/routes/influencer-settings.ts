import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import {
  ZAvailability,
  ZCreateRate,
  ZCreatorRate,
  ZCreatorRateList,
  ZUpdateAvailability,
  ZUpdateRate,
} from '../schemas/creator-rates';
import { loadAvailability, updateAvailability } from '../services/creators/availability';
import { loadOwnCreator, ownCreatorId } from '../services/creators/load-creator';
import { createRate, deleteRate, listRates, updateRate } from '../services/creators/rates';
import { creatorOnly, ZIdParam } from '../http/creator-access';
import { foldSession } from '../lib/session-fold';

const rates = { tags: ['creator: rates'], middleware: [...creatorOnly] };
const availability = { tags: ['creator: availability'], middleware: [...creatorOnly] };

/** The creator's own rates (per platform and deliverable type) and availability. Brands read rates at `/influencer/profiles/{uuid}/rates/`. */
export const influencerSettingsRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...rates,
        method: 'get',
        path: '/influencer/rates/',
        responses: { 200: jsonContent(ZCreatorRateList), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => {
      const db = c.get('db');
      return c.json(await listRates({ db, creatorId: ownCreatorId(authOf(c)) }), 200);
    },
  )
  .openapi(
    createRoute({
      ...rates,
      method: 'post',
      path: '/influencer/rates/',
      request: jsonBody(ZCreateRate),
      responses: { 201: jsonContent(ZCreatorRate), ...errorResponses(400, 401, 403, 409) },
    }),
    async (c) => {
      const db = c.get('db');
      return c.json(await createRate({ db, creatorId: ownCreatorId(authOf(c)), input: c.req.valid('json') }), 201);
    },
  )
  .openapi(
    createRoute({
      ...rates,
      method: 'patch',
      path: '/influencer/rates/{id}/',
      request: { params: ZIdParam, ...jsonBody(ZUpdateRate) },
      responses: { 200: jsonContent(ZCreatorRate), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const db = c.get('db');
      return c.json(
        await updateRate({
          db,
          creatorId: ownCreatorId(authOf(c)),
          rateId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      ...rates,
      method: 'delete',
      path: '/influencer/rates/{id}/',
      request: { params: ZIdParam },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const db = c.get('db');
      await deleteRate({ db, creatorId: ownCreatorId(authOf(c)), rateId: c.req.valid('param').id });
      return c.body(null, 204);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        ...availability,
        method: 'get',
        path: '/influencer/availability/',
        responses: { 200: jsonContent(ZAvailability), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => {
      const db = c.get('db');
      return c.json(await loadAvailability({ db, creatorId: ownCreatorId(authOf(c)) }), 200);
    },
  )
  .openapi(
    createRoute({
      ...availability,
      method: 'put',
      path: '/influencer/availability/',
      description: 'Replaces the upcoming unavailable days (when sent) and the number of campaigns at once.',
      request: jsonBody(ZUpdateAvailability),
      responses: { 200: jsonContent(ZAvailability), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const db = c.get('db');
      return c.json(
        await updateAvailability({
          db,
          creator: await loadOwnCreator({ db, auth: authOf(c) }),
          input: c.req.valid('json'),
        }),
        200,
      );
    },
  );
