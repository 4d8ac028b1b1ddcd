import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { internalOrganizationKeys } from './internal-organization-keys';

export const useOrganization = (id: string) =>
  useQuery(apiQueryOptions(internalOrganizationKeys.detail(id), '/internal/organizations/:id/', { param: { id } }));
