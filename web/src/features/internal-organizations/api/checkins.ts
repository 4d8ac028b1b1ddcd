import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCheckinSchedule, TCheckinTask } from '@schemas/internal-checkins';
import { api } from '@/lib/api-client';
import { organizationQueryOptions } from './get-organization';
import { internalOrganizationKeys } from './internal-organization-keys';

export const checkinTasksQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: internalOrganizationKeys.checkIns(brandId),
    queryFn: ({ signal }) =>
      api.get<{ results: TCheckinTask[] }>(`/internal/organizations/${brandId}/check-ins/`, { signal }),
  });

export const useCheckinTasks = (brandId: string) => useQuery(checkinTasksQueryOptions(brandId));

export const useCompleteCheckin = (brandId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, notes }: { taskId: string; notes: string }) =>
      api.post<TCheckinTask>(`/internal/check-ins/${taskId}/complete/`, { notes }),
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
      api.put<TCheckinSchedule>(`/internal/campaigns/${campaignId}/check-in/`, {
        interval_days: intervalDays,
        is_active: isActive,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryOptions(brandId).queryKey }),
  });
};
