import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaignMetrics } from '@schemas/metrics';
import { api, buildApiUrl } from '@/lib/api-client';
import { campaignMetricsKeys } from './campaign-metrics-keys';

export const getCampaignMetrics = ({ campaignId, signal }: { campaignId: string; signal?: AbortSignal }) =>
  api.get<TCampaignMetrics>(`/brand/campaigns/${campaignId}/metrics/`, { signal });

export const campaignMetricsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: campaignMetricsKeys.campaign(campaignId),
    queryFn: ({ signal }) => getCampaignMetrics({ campaignId, signal }),
  });

export const useCampaignMetrics = (campaignId: string) => useQuery(campaignMetricsQueryOptions(campaignId));

/** The CSV export is a plain download link (the session cookie authenticates it). */
export const metricsCsvUrl = (campaignId: string) => buildApiUrl(`/brand/campaigns/${campaignId}/metrics.csv`);
