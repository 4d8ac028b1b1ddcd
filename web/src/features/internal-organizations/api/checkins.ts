import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { internalOrganizationKeys } from './internal-organization-keys';

export const useCheckinTasks = (brandId: string) =>
  useQuery(
    apiQueryOptions(internalOrganizationKeys.checkIns(brandId), '/internal/organizations/:id/check-ins/', {
      param: { id: brandId },
    }),
  );

type CompleteCheckin = { taskId: string; notes: string };

export const useCompleteCheckin = (brandId: string) =>
  useRefreshingMutation(
    ({ taskId, notes }: CompleteCheckin) =>
      api.post('/internal/check-ins/:id/complete/', { notes }, { param: { id: taskId } }),
    [internalOrganizationKeys.checkIns(brandId), internalOrganizationKeys.detail(brandId)],
  );

type CheckinSchedule = { campaignId: string; intervalDays: number; isActive: boolean };

export const useSetCheckinSchedule = (brandId: string) =>
  useRefreshingMutation(
    ({ campaignId, intervalDays, isActive }: CheckinSchedule) =>
      api.put(
        '/internal/campaigns/:id/check-in/',
        { interval_days: intervalDays, is_active: isActive },
        { param: { id: campaignId } },
      ),
    [internalOrganizationKeys.detail(brandId)],
  );
