import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { internalOrganizationKeys } from './internal-organization-keys';

const brandMessagesQueryOptions = (brandId: string) =>
  apiQueryOptions(internalOrganizationKeys.messages(brandId), '/internal/organizations/:id/messages/', {
    param: { id: brandId },
  });
export const useBrandMessages = (brandId: string) => useQuery(brandMessagesQueryOptions(brandId));

export const useWriteToBrand = (brandId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post('/internal/organizations/:id/messages/', { body }, { param: { id: brandId } }),
    onSuccess: (thread) => queryClient.setQueryData(brandMessagesQueryOptions(brandId).queryKey, thread),
  });
};
