import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { internalOrganizationKeys } from './internal-organization-keys';

const getOrganization = (id: string, signal?: AbortSignal) =>
  api.get('/internal/organizations/:id/', { param: { id }, signal });

export const organizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: internalOrganizationKeys.detail(id),
    queryFn: ({ signal }) => getOrganization(id, signal),
  });

export const useOrganization = (id: string) => useQuery(organizationQueryOptions(id));
