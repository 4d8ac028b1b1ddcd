import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { internalOrganizationKeys } from './internal-organization-keys';

export type OrganizationFilters = {
  q: string;
  plan: string;
  attention: 'all' | 'needs_attention';
  sort: 'attention' | 'name' | 'last_activity' | 'active_campaigns';
  page: number;
};
export const ORGANIZATIONS_PAGE_SIZE = 20;

const getOrganizations = (f: OrganizationFilters, signal?: AbortSignal) =>
  api.get('/internal/organizations/', {
    query: {
      q: f.q || undefined,
      plan: f.plan || undefined,
      attention: f.attention,
      sort: f.sort,
      page: f.page,
      page_size: ORGANIZATIONS_PAGE_SIZE,
    },
    signal,
  });

const organizationsQueryOptions = (f: OrganizationFilters) =>
  queryOptions({
    queryKey: internalOrganizationKeys.list(f),
    queryFn: ({ signal }) => getOrganizations(f, signal),
  });

export const useOrganizations = (f: OrganizationFilters) =>
  useQuery({ ...organizationsQueryOptions(f), placeholderData: keepPreviousData });
