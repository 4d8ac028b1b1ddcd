import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_SCREENS } from '@/app/router/first-paint-screens';
import { campaignListParamsFrom, campaignsQueryOptions } from '@/features/brand-campaigns/api/get-campaigns';
import { apiParams } from '@/features/brand-creators/api/search-params';
import { creatorSearchQueryOptions } from '@/features/brand-creators/api/search-creators';
import { campaignDeliverablesQueryOptions } from '@/features/content-review/api/get-campaign-deliverables';
import { dashboardQueryOptions } from '@/features/creator-campaigns/api/get-dashboard';
import { api } from '@/lib/api-client';
import { dropEarlyRequests, startEarlyRequests } from '@/lib/early-requests';

/** Answers every fetch with `{}` and records the addresses asked for. */
const recordFetches = () => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(Response.json({ asked: asked.length, results: [], next: null }));
  });
  return asked;
};

afterEach(() => {
  dropEarlyRequests();
  vi.unstubAllGlobals();
});

const CAMPAIGN = '0b7c1a52-4a8e-4c1e-9f0e-2d6f6b1d3c11';

/** What each measured screen's first queries ask for, opened without search parameters. */
const FIRST_QUERIES: Record<string, (client: QueryClient) => Promise<unknown>> = {
  '/brand/campaigns': (client) =>
    client.fetchQuery(campaignsQueryOptions(campaignListParamsFrom(new URLSearchParams()))),
  '/creator/dashboard': (client) => client.fetchQuery(dashboardQueryOptions()),
  '/brand/creators': (client) => client.fetchQuery(creatorSearchQueryOptions(apiParams(new URLSearchParams(), false))),
  '/brand/campaigns/content/:uuid': (client) => client.fetchInfiniteQuery(campaignDeliverablesQueryOptions(CAMPAIGN)),
};

describe('first data preloaded by the HTML (before the app code runs)', () => {
  it('covers every measured screen', () => {
    expect(FIRST_PAINT_SCREENS.map((screen) => screen.path).sort()).toEqual(Object.keys(FIRST_QUERIES).sort());
  });

  it.each(FIRST_PAINT_SCREENS.map((screen) => [screen.path, screen] as const))(
    '%s: the preloaded data is exactly what the page first asks for',
    async (path, screen) => {
      const asked = recordFetches();
      await FIRST_QUERIES[path]!(new QueryClient());
      expect(screen.data.map((address) => address.replace(':uuid', CAMPAIGN))).toEqual(asked);
    },
  );

  it('the API client answers the first matching GET with the early response, once, then asks the network', async () => {
    const asked = recordFetches();
    startEarlyRequests(['/api/auth/me/']);
    expect(asked).toEqual(['/api/auth/me/']);
    expect(await api.get('/auth/me/')).toMatchObject({ asked: 1 });
    expect(asked).toHaveLength(1);
    expect(await api.get('/auth/me/')).toMatchObject({ asked: 2 });
    expect(asked).toHaveLength(2);
  });

  it('drops what the first screen did not use', async () => {
    recordFetches();
    startEarlyRequests(['/api/influencer/dashboard/']);
    dropEarlyRequests();
    expect(await api.get('/influencer/dashboard/')).toMatchObject({ asked: 2 });
  });
});
