import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { internalOrganizationKeys } from './internal-organization-keys';

export const useBrandNotes = (brandId: string) =>
  useQuery(
    apiQueryOptions(internalOrganizationKeys.notes(brandId), '/internal/organizations/:id/notes/', {
      param: { id: brandId },
    }),
  );

export const useAddBrandNote = (brandId: string) =>
  useRefreshingMutation(
    (body: string) => api.post('/internal/organizations/:id/notes/', { body }, { param: { id: brandId } }),
    [internalOrganizationKeys.notes(brandId)],
  );
