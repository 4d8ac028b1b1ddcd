import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorEventKeys } from './creator-event-keys';

export type EventsWhen = 'upcoming' | 'going' | 'past';
export const EVENTS_PAGE_SIZE = 12;

const getEvents = ({ when, page }: { when: EventsWhen; page: number }, signal?: AbortSignal) =>
  api.get('/influencer/events/', {
    query: { when, page, page_size: EVENTS_PAGE_SIZE },
    signal,
  });

const eventsQueryOptions = (params: { when: EventsWhen; page: number }) =>
  queryOptions({ queryKey: creatorEventKeys.list(params), queryFn: ({ signal }) => getEvents(params, signal) });

export const useEvents = (params: { when: EventsWhen; page: number }) =>
  useQuery({ ...eventsQueryOptions(params), placeholderData: keepPreviousData });
