import type { QueryClient } from '@tanstack/react-query';
import { creatorSearchQueryOptions } from './search-creators';
import { apiParams, hasFilters } from './search-params';

/**
 * The creator database's first search, asked for while the page's code downloads. Only an address without filters
 * (the usual way in): the filters wait for the plan (Search Filters) and their check, and the saved list for Save
 * Creators, which the page knows only once it has rendered.
 */
export const prefetchCreatorSearch = async (queryClient: QueryClient, search: URLSearchParams) => {
  if (search.get('view') === 'saved' || hasFilters(search)) return;
  await queryClient.prefetchQuery(creatorSearchQueryOptions(apiParams(search, false)));
};
