import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { campaignMetricsKeys } from './campaign-metrics-keys';

export const useCampaignMetrics = (campaignId: string) =>
  useQuery(
    apiQueryOptions(campaignMetricsKeys.campaign(campaignId), '/brand/campaigns/:id/metrics/', {
      param: { id: campaignId },
    }),
  );

/** The CSV export is a plain download link (the session cookie authenticates it). */
export const metricsCsvUrl = (campaignId: string) =>
  apiUrl('/brand/campaigns/:id/metrics.csv', { param: { id: campaignId } });
