import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
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
import { internalOnly } from '../http/internal-access';
import { foldSession } from '../lib/session-fold';

const base = { tags: ['internal: events'], middleware: [...internalOnly] };
const ctx = (c: Context<AppEnv>) => ({ db: c.get('db'), auth: authOf(c) });
/** One attendee of one event, as the waitlist and check-in actions take it. */
const attendeeOf = (c: Context<AppEnv>, { id, creatorId }: { id: string; creatorId: string }) => ({
  ...ctx(c),
  eventId: id,
  creatorId,
});

/** Brand events run by strategists: create, edit, publish, cancel, RSVPs, waitlist, check-in and export. */
export const internalEventRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/events/',
        request: { query: ZInternalEventListQuery },
        responses: { 200: jsonContent(ZInternalEventList), ...errorResponses(400, 401, 403) },
      }),
    ),
    async (c) => c.json(await listInternalEvents({ ...ctx(c), when: c.req.valid('query').when }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/internal/events/',
      description: 'Creates a draft event for a brand the strategist manages.',
      request: jsonBody(ZCreateEventRequest),
      responses: { 201: jsonContent(ZInternalEvent, 'Created'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await createEvent({ ...ctx(c), input: c.req.valid('json') }), 201),
  )
  // Before `/internal/events/{id}/`, whose id would not match this path.
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/events/invitable-creators/',
        description:
          'Approved creators for an invited list, by name or handle (`q`) or by id (`ids`, comma-separated).',
        request: { query: ZInvitableCreatorQuery },
        responses: { 200: jsonContent(ZInvitableCreatorList), ...errorResponses(400, 401, 403) },
      }),
    ),
    async (c) => c.json(await listInvitableCreators({ db: c.get('db'), ...c.req.valid('query') }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/events/{id}/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZInternalEvent), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(await loadInternalEvent({ db: c.get('db'), auth: authOf(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/internal/events/{id}/',
      request: { params: ZIdParam, ...jsonBody(ZUpdateEventRequest) },
      responses: { 200: jsonContent(ZInternalEvent), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(await updateEvent({ ...ctx(c), eventId: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/internal/events/{id}/publish/',
      request: { params: ZIdParam },
      responses: { 200: jsonContent(ZInternalEvent), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await publishEvent({ ...ctx(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/internal/events/{id}/cancel/',
      description: 'Cancels the event and notifies everyone going or on the waitlist.',
      request: { params: ZIdParam },
      responses: { 200: jsonContent(ZInternalEvent), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await cancelEvent({ ...ctx(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/events/{id}/attendees/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZAttendeeList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => c.json(await listAttendees({ ...ctx(c), eventId: c.req.valid('param').id }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/internal/events/{id}/attendees/{creatorId}/promote/',
      description: 'Waitlist → going while a place is free (409 when full).',
      request: { params: ZAttendeeParams },
      responses: { 200: jsonContent(ZAttendeeList), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await promoteFromWaitlist(attendeeOf(c, c.req.valid('param'))), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/internal/events/{id}/attendees/{creatorId}/check-in/',
      request: { params: ZAttendeeParams },
      responses: { 200: jsonContent(ZAttendeeList), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await checkInAttendee(attendeeOf(c, c.req.valid('param'))), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/internal/events/{id}/attendees.csv',
      request: { params: ZIdParam },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.body(await attendeesCsv({ ...ctx(c), eventId: c.req.valid('param').id }), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="attendees.csv"',
        'Cache-Control': 'no-store',
      }),
  );
