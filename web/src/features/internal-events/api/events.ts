import { useQuery } from '@tanstack/react-query';
import type { TCreateEventRequest } from '@schemas/internal-events';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { internalEventKeys } from './internal-event-keys';

export type EventsWhen = 'upcoming' | 'past';
export type EventInput = Omit<TCreateEventRequest, 'brand_id'> & { brand_id?: string };

export const useInternalEvents = (when: EventsWhen) =>
  useQuery(apiQueryOptions(internalEventKeys.list(when), '/internal/events/', { query: { when } }));

export const useAttendees = (eventId: string) =>
  useQuery(
    apiQueryOptions(internalEventKeys.attendees(eventId), '/internal/events/:id/attendees/', {
      param: { id: eventId },
    }),
  );

/** Every event change makes the lists, the event and its attendees stale. */
const events = [internalEventKeys.all];

export const useSaveEvent = () =>
  useRefreshingMutation(
    ({ id, input }: { id?: string; input: EventInput }) =>
      id
        ? api.put('/internal/events/:id/', input, { param: { id } })
        : api.post('/internal/events/', { ...input, brand_id: input.brand_id ?? '' }),
    events,
  );

export const useEventAction = () =>
  useRefreshingMutation(
    ({ id, action }: { id: string; action: 'publish' | 'cancel' }) =>
      action === 'publish'
        ? api.post('/internal/events/:id/publish/', undefined, { param: { id } })
        : api.post('/internal/events/:id/cancel/', undefined, { param: { id } }),
    events,
  );

export const useAttendeeAction = (eventId: string) =>
  useRefreshingMutation(({ creatorId, action }: { creatorId: string; action: 'promote' | 'check-in' }) => {
    const param = { id: eventId, creatorId };
    return action === 'promote'
      ? api.post('/internal/events/:id/attendees/:creatorId/promote/', undefined, { param })
      : api.post('/internal/events/:id/attendees/:creatorId/check-in/', undefined, { param });
  }, events);

export const useInvitableCreators = (q: string) =>
  useQuery({
    ...apiQueryOptions(internalEventKeys.invitable(q), '/internal/events/invitable-creators/', { query: { q } }),
    enabled: q.length >= 2,
  });
export const useInvitedCreators = (ids: string[]) =>
  useQuery({
    ...apiQueryOptions(internalEventKeys.invited(ids), '/internal/events/invitable-creators/', {
      query: { ids: ids.join(',') },
    }),
    enabled: ids.length > 0,
  });
