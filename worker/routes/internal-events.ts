import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { createRouter, jsonBody } from '../lib/openapi';
import {
  ZAttendeeList,
  ZAttendeeParams,
  ZCreateEventRequest,
  ZInternalEvent,
  ZInternalEventList,
  ZInternalEventListQuery,
  ZInvitableCreatorList,
  ZInvitableCreatorQuery,
  ZUpdateEventRequest,
} from '../schemas/internal-events';
import { listInvitableCreators } from '../services/internal-events/invitable-creators';
import {
  attendeesCsv,
  checkInAttendee,
  listAttendees,
  promoteFromWaitlist,
} from '../services/internal-events/attendees';
import { listInternalEvents, loadInternalEvent } from '../services/internal-events/event-rows';
import { cancelEvent, publishEvent } from '../services/internal-events/publish-cancel';
import { createEvent, updateEvent } from '../services/internal-events/save-event';
import { ZIdParam } from '../http/creator-access';
import { internalArea, internalContext } from '../http/internal-access';
import { csvFile } from '../http/route-area';

const events = internalArea(['internal: events']);
const oneEvent = { request: { params: ZIdParam }, errors: [404] } as const;
/** State changes read in their first batch (the session rides in it), then write in one guarded batch. */
const folded = { session: 'fold' } as const;
const eventMove = { request: { params: ZIdParam }, errors: [404, 409], ...folded } as const;
const attendeeMove = { request: { params: ZAttendeeParams }, errors: [404, 409], ...folded } as const;
/** One attendee of one event, as the waitlist and check-in actions take it. */
const attendeeOf = (c: Context<AppEnv>, { id, creatorId }: { id: string; creatorId: string }) => ({
  ...internalContext(c),
  eventId: id,
  creatorId,
});

/** Brand events run by strategists: create, edit, publish, cancel, RSVPs, waitlist, check-in and export. */
export const internalEventRoutes = createRouter()
  .openapi(
    events.read('/internal/events/', ZInternalEventList, { request: { query: ZInternalEventListQuery } }),
    async (c) => c.json(await listInternalEvents({ ...internalContext(c), ...c.req.valid('query') }), 200),
  )
  .openapi(
    events.write('post', '/internal/events/', ZInternalEvent, {
      description: 'Creates a draft event for a brand the strategist manages.',
      request: jsonBody(ZCreateEventRequest),
      errors: [404],
      status: 201,
      answer: 'Created',
      ...folded,
    }),
    async (c) => c.json(await createEvent({ ...internalContext(c), input: c.req.valid('json') }), 201),
  )
  // Before `/internal/events/{id}/`, whose id would not match this path.
  .openapi(
    events.read('/internal/events/invitable-creators/', ZInvitableCreatorList, {
      description: 'Approved creators for an invited list, by name or handle (`q`) or by id (`ids`, comma-separated).',
      request: { query: ZInvitableCreatorQuery },
    }),
    async (c) => c.json(await listInvitableCreators({ db: c.get('db'), ...c.req.valid('query') }), 200),
  )
  .openapi(events.read('/internal/events/{id}/', ZInternalEvent, oneEvent), async (c) =>
    c.json(await loadInternalEvent({ ...internalContext(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(
    events.write('put', '/internal/events/{id}/', ZInternalEvent, {
      request: { params: ZIdParam, ...jsonBody(ZUpdateEventRequest) },
      errors: [404, 409],
      ...folded,
    }),
    async (c) => {
      const event = { eventId: c.req.valid('param').id, input: c.req.valid('json') };
      return c.json(await updateEvent({ ...internalContext(c), ...event }), 200);
    },
  )
  .openapi(events.write('post', '/internal/events/{id}/publish/', ZInternalEvent, eventMove), async (c) =>
    c.json(await publishEvent({ ...internalContext(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(
    events.write('post', '/internal/events/{id}/cancel/', ZInternalEvent, {
      description: 'Cancels the event and notifies everyone going or on the waitlist.',
      ...eventMove,
    }),
    async (c) => c.json(await cancelEvent({ ...internalContext(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(events.read('/internal/events/{id}/attendees/', ZAttendeeList, oneEvent), async (c) =>
    c.json(await listAttendees({ ...internalContext(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(
    events.write('post', '/internal/events/{id}/attendees/{creatorId}/promote/', ZAttendeeList, {
      description: 'Waitlist → going while a place is free (409 when full).',
      ...attendeeMove,
    }),
    async (c) => c.json(await promoteFromWaitlist(attendeeOf(c, c.req.valid('param'))), 200),
  )
  .openapi(
    events.write('post', '/internal/events/{id}/attendees/{creatorId}/check-in/', ZAttendeeList, attendeeMove),
    async (c) => c.json(await checkInAttendee(attendeeOf(c, c.req.valid('param'))), 200),
  )
  .openapi(events.csv('/internal/events/{id}/attendees.csv', { ...oneEvent, session: 'before' }), async (c) =>
    csvFile(c, await attendeesCsv({ ...internalContext(c), eventId: c.req.valid('param').id }), 'attendees.csv'),
  );
