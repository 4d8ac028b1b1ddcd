import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateEventRequest } from '@schemas/internal-events';
import { api } from '@/lib/api-client';
import { internalEventKeys } from './internal-event-keys';

export type EventsWhen = 'upcoming' | 'past';
export type EventInput = Omit<TCreateEventRequest, 'brand_id'> & { brand_id?: string };

const internalEventsQueryOptions = (when: EventsWhen) =>
  queryOptions({
    queryKey: internalEventKeys.list(when),
    queryFn: ({ signal }) => api.get('/internal/events/', { query: { when }, signal }),
  });
export const useInternalEvents = (when: EventsWhen) => useQuery(internalEventsQueryOptions(when));

const attendeesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: internalEventKeys.attendees(eventId),
    queryFn: ({ signal }) => api.get('/internal/events/:id/attendees/', { param: { id: eventId }, signal }),
  });
export const useAttendees = (eventId: string) => useQuery(attendeesQueryOptions(eventId));

const useInvalidateEvents = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: internalEventKeys.all });
};

export const useSaveEvent = () => {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EventInput }) =>
      id
        ? api.put('/internal/events/:id/', input, { param: { id } })
        : api.post('/internal/events/', { ...input, brand_id: input.brand_id ?? '' }),
    onSuccess: invalidate,
  });
};

export const useEventAction = () => {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'cancel' }) =>
      action === 'publish'
        ? api.post('/internal/events/:id/publish/', undefined, { param: { id } })
        : api.post('/internal/events/:id/cancel/', undefined, { param: { id } }),
    onSuccess: invalidate,
  });
};

export const useAttendeeAction = (eventId: string) => {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ creatorId, action }: { creatorId: string; action: 'promote' | 'check-in' }) => {
      const param = { id: eventId, creatorId };
      return action === 'promote'
        ? api.post('/internal/events/:id/attendees/:creatorId/promote/', undefined, { param })
        : api.post('/internal/events/:id/attendees/:creatorId/check-in/', undefined, { param });
    },
    onSuccess: invalidate,
  });
};

const invitableCreatorsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: internalEventKeys.invitable(q),
    queryFn: ({ signal }) => api.get('/internal/events/invitable-creators/', { query: { q }, signal }),
    enabled: q.length >= 2,
  });
export const useInvitableCreators = (q: string) => useQuery(invitableCreatorsQueryOptions(q));
const invitedCreatorsQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: internalEventKeys.invited(ids),
    queryFn: ({ signal }) => api.get('/internal/events/invitable-creators/', { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
  });
export const useInvitedCreators = (ids: string[]) => useQuery(invitedCreatorsQueryOptions(ids));
