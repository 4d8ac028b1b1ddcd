import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPitch } from '@schemas/brand-matches';
import { api } from '@/lib/api-client';

export const getPitches = (campaignId: string, signal?: AbortSignal) => api.get<TPitch[]>(`/brand/campaigns/${campaignId}/pitches/`, { signal });

export const pitchesQueryOptions = (campaignId: string) =>
  queryOptions({ queryKey: ['campaigns', 'detail', campaignId, 'pitches'], queryFn: ({ signal }) => getPitches(campaignId, signal) });

export const usePitches = (campaignId: string) => useQuery(pitchesQueryOptions(campaignId));
