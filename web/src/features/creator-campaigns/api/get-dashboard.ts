import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

const getDashboard = (signal?: AbortSignal) => api.get('/influencer/dashboard/', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: creatorCampaignKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
