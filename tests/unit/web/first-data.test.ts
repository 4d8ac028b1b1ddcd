import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestsFor } from '@/app/router/area-tables';
import { campaignListParamsFrom, campaignsQueryOptions } from '@/features/brand-campaigns/api/get-campaigns';
import { dashboardQueryOptions } from '@/features/creator-campaigns/api/get-dashboard';
import { api } from '@/lib/api-client';
import { dropEarlyRequests, startEarlyRequests } from '@/lib/early-requests';

/** Answers every fetch with `{}` and records the addresses asked for. */
const recordFetches = () => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(Response.json({ asked: asked.length }));
  });
  return asked;
};

afterEach(() => {
  dropEarlyRequests();
  vi.unstubAllGlobals();
});

describe('first data requested by the entry (before the app code runs)', () => {
  it.each([
    ['/brand/campaigns', campaignsQueryOptions(campaignListParamsFrom(new URLSearchParams()))],
    ['/creator/dashboard', dashboardQueryOptions()],
  ])('%s: the early request is exactly what the page first asks for', async (path, options) => {
    const asked = recordFetches();
    await new QueryClient().fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
    expect(asked).toHaveLength(1);
    expect(earlyRequestsFor(path, '')).toEqual(['/api/auth/me/', asked[0]]);
    expect(earlyRequestsFor(`${path}/`, '')).toEqual(['/api/auth/me/', asked[0]]);
  });

  it('asks only for the session on other signed-in screens or another view of the screen, nothing on public pages', () => {
    expect(earlyRequestsFor('/brand/campaigns', '?tab=draft')).toEqual(['/api/auth/me/']);
    expect(earlyRequestsFor('/creator/profile', '')).toEqual(['/api/auth/me/']);
    expect(earlyRequestsFor('/login', '')).toEqual([]);
    expect(earlyRequestsFor('/brand/signup', '')).toEqual([]);
    expect(earlyRequestsFor('/', '')).toEqual([]);
  });

  it('the API client answers the first matching GET with the early response, once, then asks the network', async () => {
    const asked = recordFetches();
    startEarlyRequests(['/api/auth/me/']);
    expect(asked).toEqual(['/api/auth/me/']);
    expect(await api.get('/auth/me/')).toEqual({ asked: 1 });
    expect(asked).toHaveLength(1);
    expect(await api.get('/auth/me/')).toEqual({ asked: 2 });
    expect(asked).toHaveLength(2);
  });

  it('drops what the first screen did not use', async () => {
    recordFetches();
    startEarlyRequests(['/api/influencer/dashboard/']);
    dropEarlyRequests();
    expect(await api.get('/influencer/dashboard/')).toEqual({ asked: 2 });
  });
});
