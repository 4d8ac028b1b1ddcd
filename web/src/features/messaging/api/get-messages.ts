import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

const MESSAGE_POLL_MS = 4_000;
const PAGE_SIZE = 30;

const getMessages = ({ matchId, before, signal }: { matchId: string; before?: string; signal?: AbortSignal }) =>
  api.get('/campaign-matches/:match_id/messages/', {
    param: { match_id: matchId },
    query: { before, limit: PAGE_SIZE },
    signal,
  });

/** Pages go backwards in time: page 0 is the newest; the next page starts before the oldest message loaded. */
export const messagesQueryOptions = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(matchId),
    queryFn: ({ pageParam, signal }) => getMessages({ matchId, before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.results.at(-1)?.created_at : undefined),
    refetchInterval: MESSAGE_POLL_MS,
  });

export const useMessages = (matchId: string) => useInfiniteQuery(messagesQueryOptions(matchId));
