import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrganizationDetail } from '@schemas/internal-organizations';
import { api } from '@/lib/api-client';
import { internalOrganizationKeys } from './internal-organization-keys';

export const getOrganization = (id: string, signal?: AbortSignal) =>
  api.get<TOrganizationDetail>(`/internal/organizations/${id}/`, { signal });

export const organizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: internalOrganizationKeys.detail(id),
    queryFn: ({ signal }) => getOrganization(id, signal),
  });

export const useOrganization = (id: string) => useQuery(organizationQueryOptions(id));
