import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorEventKeys } from './creator-event-keys';

const getEvent = (id: string, signal?: AbortSignal) => api.get('/influencer/events/:id/', { param: { id }, signal });

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: creatorEventKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
