import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountManagerMessage } from '@schemas/internal-organizations';
import { api } from '@/lib/api-client';
import { accountManagerKeys } from './account-manager-keys';

type Strategists = {
  visible: boolean;
  count: number;
  results: { id: string; name: string; email: string; display_picture: string | null }[];
};
type Thread = { results: TAccountManagerMessage[] };

export const adminStrategistsQueryOptions = () =>
  queryOptions({
    queryKey: accountManagerKeys.strategists(),
    queryFn: ({ signal }) => api.get<Strategists>('/brand/admin-strategists/', { signal }),
  });
export const useAdminStrategists = () => useQuery(adminStrategistsQueryOptions());

export const accountManagerThreadQueryOptions = () =>
  queryOptions({
    queryKey: accountManagerKeys.messages(),
    queryFn: ({ signal }) => api.get<Thread>('/brand/account-manager/messages/', { signal }),
  });
export const useAccountManagerThread = (enabled: boolean) =>
  useQuery({ ...accountManagerThreadQueryOptions(), enabled });

export const useWriteToAccountManager = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<Thread>('/brand/account-manager/messages/', { body }),
    onSuccess: (thread) => queryClient.setQueryData(accountManagerThreadQueryOptions().queryKey, thread),
  });
};
