import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletFeatureKeys } from './wallet-keys';

/** The brand's campaigns, for the history's campaign filter. */
const getCampaignOptions = (signal?: AbortSignal) =>
  api
    .get('/brand/campaigns/', { query: { page_size: 100 }, signal })
    .then((r) => r.results.map(({ id, title }) => ({ id, title })));

const campaignOptionsQueryOptions = () =>
  queryOptions({ queryKey: walletFeatureKeys.campaignOptions(), queryFn: ({ signal }) => getCampaignOptions(signal) });

export const useCampaignOptions = () => useQuery(campaignOptionsQueryOptions());
