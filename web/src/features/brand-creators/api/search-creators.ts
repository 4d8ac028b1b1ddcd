import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCreatorKeys } from './brand-creator-keys';

/** The query string's parameters as they are (the server parses and validates them). */
export type CreatorSearchParams = Record<string, string>;

const searchCreators = (params: CreatorSearchParams, signal?: AbortSignal) =>
  api.get('/brand/creator-database/', { query: params, signal });

export const creatorSearchQueryOptions = (params: CreatorSearchParams) =>
  queryOptions({ queryKey: brandCreatorKeys.search(params), queryFn: ({ signal }) => searchCreators(params, signal) });

export const useCreatorSearch = (params: CreatorSearchParams, enabled = true) =>
  useQuery({ ...creatorSearchQueryOptions(params), enabled, placeholderData: keepPreviousData, retry: false });
