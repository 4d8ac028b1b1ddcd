import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountManagerKeys } from './account-manager-keys';

const adminStrategistsQueryOptions = () =>
  queryOptions({
    queryKey: accountManagerKeys.strategists(),
    queryFn: ({ signal }) => api.get('/brand/admin-strategists/', { signal }),
  });
export const useAdminStrategists = () => useQuery(adminStrategistsQueryOptions());

const accountManagerThreadQueryOptions = () =>
  queryOptions({
    queryKey: accountManagerKeys.messages(),
    queryFn: ({ signal }) => api.get('/brand/account-manager/messages/', { signal }),
  });
export const useAccountManagerThread = (enabled: boolean) =>
  useQuery({ ...accountManagerThreadQueryOptions(), enabled });

export const useWriteToAccountManager = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post('/brand/account-manager/messages/', { body }),
    onSuccess: (thread) => queryClient.setQueryData(accountManagerThreadQueryOptions().queryKey, thread),
  });
};
