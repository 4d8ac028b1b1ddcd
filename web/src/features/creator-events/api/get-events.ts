import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorEventKeys } from './creator-event-keys';

export type EventsWhen = 'upcoming' | 'going' | 'past';
export const EVENTS_PAGE_SIZE = 12;

export const useEvents = (params: { when: EventsWhen; page: number }) =>
  useQuery({
    ...apiQueryOptions(creatorEventKeys.list(params), '/influencer/events/', {
      query: { ...params, page_size: EVENTS_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
