import { createRoute } from '@hono/zod-openapi';
import { withPageLinks } from '../lib/page-links';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZCreatorEvent, ZCreatorEventList, ZEventListQuery, ZRsvpRequest } from '../schemas/creator-events';
import { loadOwnCreator, ownCreatorId } from '../services/creators/load-creator';
import { foldSession } from '../lib/session-fold';
import { eventDetail, listEvents, rsvp } from '../services/events-rsvp/events';
import { creatorOnly, ZIdParam } from '../http/creator-access';

const base = { tags: ['creator: events'], middleware: [...creatorOnly] };

/** Brand events creators can RSVP to. Creating events belongs to the internal area. */
export const influencerEventRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/events/',
        request: { query: ZEventListQuery },
        responses: { 200: jsonContent(ZCreatorEventList), ...errorResponses(400, 401, 403) },
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await listEvents({
            db: c.get('db'),
            creatorId: ownCreatorId(authOf(c)),
            when: q.when,
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
        path: '/influencer/events/{id}/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZCreatorEvent), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(
        await eventDetail({ db: c.get('db'), creatorId: ownCreatorId(authOf(c)), eventId: c.req.valid('param').id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/influencer/events/{id}/rsvp/',
      description: 'Going or not going. 409 when the event is full or has started.',
      request: { params: ZIdParam, ...jsonBody(ZRsvpRequest) },
      responses: { 200: jsonContent(ZCreatorEvent), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const db = c.get('db');
      const creator = await loadOwnCreator({ db, auth: authOf(c) });
      return c.json(
        await rsvp({ db, creatorId: creator.id, eventId: c.req.valid('param').id, status: c.req.valid('json').status }),
        200,
      );
    },
  );
