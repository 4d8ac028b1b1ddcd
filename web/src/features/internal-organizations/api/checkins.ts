import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { organizationQueryOptions } from './get-organization';
import { internalOrganizationKeys } from './internal-organization-keys';

const checkinTasksQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: internalOrganizationKeys.checkIns(brandId),
    queryFn: ({ signal }) => api.get('/internal/organizations/:id/check-ins/', { param: { id: brandId }, signal }),
  });

export const useCheckinTasks = (brandId: string) => useQuery(checkinTasksQueryOptions(brandId));

export const useCompleteCheckin = (brandId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, notes }: { taskId: string; notes: string }) =>
      api.post('/internal/check-ins/:id/complete/', { notes }, { param: { id: taskId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkinTasksQueryOptions(brandId).queryKey }),
        queryClient.invalidateQueries({ queryKey: organizationQueryOptions(brandId).queryKey }),
      ]),
  });
};

export const useSetCheckinSchedule = (brandId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      intervalDays,
      isActive,
    }: {
      campaignId: string;
      intervalDays: number;
      isActive: boolean;
    }) =>
      api.put(
        '/internal/campaigns/:id/check-in/',
        {
          interval_days: intervalDays,
          is_active: isActive,
        },
        { param: { id: campaignId } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryOptions(brandId).queryKey }),
  });
};
