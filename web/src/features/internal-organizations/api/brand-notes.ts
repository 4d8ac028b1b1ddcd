import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBrandNote } from '@schemas/internal-organizations';
import { api } from '@/lib/api-client';
import { internalOrganizationKeys } from './internal-organization-keys';

export const brandNotesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: internalOrganizationKeys.notes(brandId),
    queryFn: ({ signal }) =>
      api.get<{ results: TBrandNote[] }>(`/internal/organizations/${brandId}/notes/`, { signal }),
  });

export const useBrandNotes = (brandId: string) => useQuery(brandNotesQueryOptions(brandId));

export const useAddBrandNote = (brandId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<TBrandNote>(`/internal/organizations/${brandId}/notes/`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandNotesQueryOptions(brandId).queryKey }),
  });
};
