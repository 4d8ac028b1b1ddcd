import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountManagerMessage } from '@schemas/internal-organizations';
import { api } from '@/lib/api-client';
import { internalOrganizationKeys } from './internal-organization-keys';

type Thread = { results: TAccountManagerMessage[]; enabled: boolean };

export const brandMessagesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: internalOrganizationKeys.messages(brandId),
    queryFn: ({ signal }) => api.get<Thread>(`/internal/organizations/${brandId}/messages/`, { signal }),
  });
export const useBrandMessages = (brandId: string) => useQuery(brandMessagesQueryOptions(brandId));

export const useWriteToBrand = (brandId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<Thread>(`/internal/organizations/${brandId}/messages/`, { body }),
    onSuccess: (thread) => queryClient.setQueryData(brandMessagesQueryOptions(brandId).queryKey, thread),
  });
};
