import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorEventKeys } from './creator-event-keys';

export const eventQueryOptions = (id: string) =>
  apiQueryOptions(creatorEventKeys.detail(id), '/influencer/events/:id/', { param: { id } });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
