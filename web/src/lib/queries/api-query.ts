import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiOutput, ApiPath } from '@/lib/api-contract';
import { api, type CallArgs } from '@/lib/api-client';

/** `api.get` past its checks: `apiQueryOptions` has checked the path and its parts against the route already. */
const get = api.get as unknown as (path: string, options: object) => Promise<unknown>;

/**
 * The query options of one GET route: the key from the feature's factory, the path and its parts typed as in
 * `api.get`. The request is cancelled when React Query drops the query (its `signal`).
 */
export const apiQueryOptions = <P extends ApiPath<'get'>, K extends QueryKey>(
  queryKey: K,
  path: P,
  ...[parts]: CallArgs<P, 'get'>
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => get(path, { ...parts, signal }) as Promise<ApiOutput<P, 'get'>>,
  });

type Stale = {
  /** Also refresh after a failed call (the server may have changed state under a conflict). */
  evenOnError?: boolean;
  /**
   * Keys (not also in `keys`) whose cached queries are fetched again even when no screen shows them, so the next
   * screen that does never opens on the old figures: a wallet after an offer holds its money.
   */
  alsoUnseen?: readonly QueryKey[];
};

/**
 * A mutation after which the queries under `keys` (from the features' key factories) are stale: they are
 * invalidated, and `mutateAsync` resolves once the active ones (and every cached one under `alsoUnseen`) have been
 * fetched again.
 */
export const useRefreshingMutation = <V = void, T = unknown>(
  mutationFn: (variables: V) => Promise<T>,
  keys: readonly QueryKey[],
  { evenOnError = false, alsoUnseen = [] }: Stale = {},
) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ...alsoUnseen.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
    ]);
  return useMutation(evenOnError ? { mutationFn, onSettled: refresh } : { mutationFn, onSuccess: refresh });
};
