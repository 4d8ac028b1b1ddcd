import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { internalOrganizationKeys } from './internal-organization-keys';

const brandNotesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: internalOrganizationKeys.notes(brandId),
    queryFn: ({ signal }) => api.get('/internal/organizations/:id/notes/', { param: { id: brandId }, signal }),
  });

export const useBrandNotes = (brandId: string) => useQuery(brandNotesQueryOptions(brandId));

export const useAddBrandNote = (brandId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post('/internal/organizations/:id/notes/', { body }, { param: { id: brandId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandNotesQueryOptions(brandId).queryKey }),
  });
};
