import { linkedPage } from '../lib/page-links';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZCreatorEvent, ZCreatorEventList, ZEventListQuery, ZRsvpRequest } from '../schemas/creator-events';
import { eventDetail, listEvents, rsvp } from '../services/events-rsvp/events';
import { creatorArea, creatorContext, ZIdParam } from '../http/creator-access';

const events = creatorArea(['creator: events']);

/** Brand events creators can RSVP to. Creating events belongs to the internal area. */
export const influencerEventRoutes = createRouter()
  .openapi(
    events.read('/influencer/events/', ZCreatorEventList, { request: { query: ZEventListQuery } }),
    async (c) => {
      const { when, ...q } = c.req.valid('query');
      return c.json(await linkedPage(c.req.url, q, (p) => listEvents({ ...creatorContext(c), when, ...p })), 200);
    },
  )
  .openapi(
    events.read('/influencer/events/{id}/', ZCreatorEvent, { request: { params: ZIdParam }, errors: [404] }),
    async (c) => c.json(await eventDetail({ ...creatorContext(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(
    events.write('post', '/influencer/events/{id}/rsvp/', ZCreatorEvent, {
      description: 'Going or not going. 409 when the event is full or has started.',
      request: { params: ZIdParam, ...jsonBody(ZRsvpRequest) },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) =>
      c.json(await rsvp({ ...creatorContext(c), eventId: c.req.valid('param').id, ...c.req.valid('json') }), 200),
  );
