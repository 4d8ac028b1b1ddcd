import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { internalOrganizationKeys } from './internal-organization-keys';

export type OrganizationFilters = {
  q: string;
  plan: string;
  attention: 'all' | 'needs_attention';
  sort: 'attention' | 'name' | 'last_activity' | 'active_campaigns';
  page: number;
};
export const ORGANIZATIONS_PAGE_SIZE = 20;

export const useOrganizations = (f: OrganizationFilters) =>
  useQuery({
    ...apiQueryOptions(internalOrganizationKeys.list(f), '/internal/organizations/', {
      query: {
        q: f.q || undefined,
        plan: f.plan || undefined,
        attention: f.attention,
        sort: f.sort,
        page: f.page,
        page_size: ORGANIZATIONS_PAGE_SIZE,
      },
    }),
    placeholderData: keepPreviousData,
  });
