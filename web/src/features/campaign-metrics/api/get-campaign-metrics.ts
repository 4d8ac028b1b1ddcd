import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { campaignMetricsKeys } from './campaign-metrics-keys';

const getCampaignMetrics = ({ campaignId, signal }: { campaignId: string; signal?: AbortSignal }) =>
  api.get('/brand/campaigns/:id/metrics/', { param: { id: campaignId }, signal });

const campaignMetricsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: campaignMetricsKeys.campaign(campaignId),
    queryFn: ({ signal }) => getCampaignMetrics({ campaignId, signal }),
  });

export const useCampaignMetrics = (campaignId: string) => useQuery(campaignMetricsQueryOptions(campaignId));

/** The CSV export is a plain download link (the session cookie authenticates it). */
export const metricsCsvUrl = (campaignId: string) =>
  apiUrl('/brand/campaigns/:id/metrics.csv', { param: { id: campaignId } });
