import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { accountManagerKeys } from './account-manager-keys';

export const useAdminStrategists = () =>
  useQuery(apiQueryOptions(accountManagerKeys.strategists(), '/brand/admin-strategists/'));

const accountManagerThreadQueryOptions = () =>
  apiQueryOptions(accountManagerKeys.messages(), '/brand/account-manager/messages/');
export const useAccountManagerThread = (enabled: boolean) =>
  useQuery({ ...accountManagerThreadQueryOptions(), enabled });

export const useWriteToAccountManager = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post('/brand/account-manager/messages/', { body }),
    onSuccess: (thread) => queryClient.setQueryData(accountManagerThreadQueryOptions().queryKey, thread),
  });
};
