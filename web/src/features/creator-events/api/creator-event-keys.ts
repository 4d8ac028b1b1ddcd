import { creatorKeys } from '@/lib/queries/query-keys';

/** The creator's events (under `creatorKeys.all`): queries and invalidations use these keys. */
export const creatorEventKeys = {
  all: () => [...creatorKeys.all, 'events'] as const,
  lists: () => [...creatorEventKeys.all(), 'list'] as const,
  list: (params: object) => [...creatorEventKeys.lists(), params] as const,
  detail: (id: string) => [...creatorEventKeys.all(), 'detail', id] as const,
};
