import { describe, expect, it } from 'vitest';
import {
  ZAccountDetailResponse,
  ZCreatorSocialDetail,
  ZSocialAccountDetail,
  ZSocialAccountList,
  ZSocialWebhookResponse,
} from '../../worker/schemas/social';
import { createPhylloProvider } from '../../worker/services/social-data/phyllo-provider';
import { api, callRaw, login, uniqueEmail } from './helpers';
import { expectOneWinner } from './race';
import { deliverSocial, providerIdOf, signSocial } from './social-webhook-fixtures';
import { CREATOR, NORTHWIND, OWNER, STRATEGIST, as } from './accounts';
import { connectSandbox, newCreator, uniqueHandle } from './creator-helpers';

describe('connecting social accounts through the sandbox widget', () => {
  it('connects, shows Phyllo-shaped data with our metrics, and marks the onboarding flag', async () => {
    const creator = await newCreator({ approved: false });
    const handle = uniqueHandle('trail');
    const connected = await connectSandbox(creator.as, 'instagram', handle);
    expect(connected.status).toBe(201);
    const account = ZSocialAccountDetail.parse(connected.json);
    expect(account).toMatchObject({
      platform: 'instagram',
      handle,
      status: 'CONNECTED',
      products: { identity: { status: 'SYNCED' }, audience: { status: 'SYNCED' } },
    });
    expect(account.profile?.url).toBe(`https://www.instagram.com/${handle}/`);
    expect(account.contents).toHaveLength(12);
    expect(account.audience!.gender_age_distribution.length).toBeGreaterThan(6);
    expect(account.metrics!.engagement_rate).toBe(account.engagement_rate);
    expect(account.metrics!.credibility.score).toBeGreaterThanOrEqual(5);
    expect(account.metrics!.credibility.signals.map((s) => s.key)).toContain('engagement_vs_size');
    expect(account.last_synced_at).not.toBeNull();

    const profile = (await creator.as.get('/influencer/profile/')).json;
    expect(profile.onboarding.connected_account).toBe(true);
    expect(profile.total_followers).toBe(account.followers);
    expect(ZSocialAccountList.parse((await creator.as.get('/influencer/social-accounts/')).json)).toHaveLength(1);
  });

  it('gives the same data for the same handle on the same day (deterministic sandbox)', async () => {
    const a = await newCreator();
    const handle = uniqueHandle('same');
    const first = ZSocialAccountDetail.parse((await connectSandbox(a.as, 'youtube', handle)).json);
    const again = await connectSandbox(a.as, 'youtube', handle);
    expect(again.status).toBe(200);
    expect(again.json.followers).toBe(first.followers);
    expect(again.json.id).toBe(first.id);
  });

  it('refreshes and disconnects, and refuses both when the state does not allow it', async () => {
    const creator = await newCreator();
    const account = (await connectSandbox(creator.as, 'tiktok', uniqueHandle('dance'))).json;
    const refreshed = await creator.as.post('/influencer/social-accounts/:id/refresh/', {
      param: { id: account.id },
    });
    expect(refreshed.status).toBe(200);
    expect(Date.parse(refreshed.json.last_synced_at!)).toBeGreaterThanOrEqual(Date.parse(account.last_synced_at!));

    const disconnected = await creator.as.post('/influencer/social-accounts/:id/disconnect/', {
      param: { id: account.id },
    });
    expect(disconnected.json.status).toBe('NOT_CONNECTED');
    expect((await creator.as.get('/influencer/profile/')).json.total_followers).toBe(0);
    expect(
      await creator.as.post('/influencer/social-accounts/:id/disconnect/', { param: { id: account.id } }),
    ).toAnswer(409);
    expect(await creator.as.post('/influencer/social-accounts/:id/refresh/', { param: { id: account.id } })).toAnswer(
      409,
    );
  });

  it('disconnects once when asked 10 times at once', async () => {
    const creator = await newCreator();
    const account = (await connectSandbox(creator.as, 'youtube', uniqueHandle('race'))).json;
    const winner = await expectOneWinner(10, () =>
      creator.as.post('/influencer/social-accounts/:id/disconnect/', { param: { id: account.id } }),
    );
    expect(winner.json).toMatchObject({ id: account.id, status: 'NOT_CONNECTED' });
  });

  it('asks the demo creator to reconnect an expired session instead of refreshing it', async () => {
    const accounts = ZSocialAccountList.parse((await as(CREATOR).get('/influencer/social-accounts/')).json);
    const expired = accounts.find((a) => a.status === 'SESSION_EXPIRED')!;
    const res = await as(CREATOR).post('/influencer/social-accounts/:id/refresh/', {
      param: { id: expired.id },
    });
    expect(res.status).toBe(409);
    expect(res.error.detail).toMatch(/Reconnect/);
    const instagram = accounts.find((a) => a.platform === 'instagram')!;
    expect(instagram.credibility).not.toBeNull();
    expect(
      (await as(CREATOR).post('/influencer/social-accounts/:id/refresh/', { param: { id: instagram.id } })).json
        .followers,
    ).toBeGreaterThan(120_000);
  });

  it('rejects bad connect input and foreign or forged account ids', async () => {
    const creator = await newCreator();
    const token = (await creator.as.post('/phyllo/sdk-token/')).json.sdk_token;
    for (const body of [
      { sdk_token: token, platform: 'myspace', handle: 'abc', consent: true },
      { sdk_token: token, platform: 'instagram', handle: 'a b c', consent: true },
      { sdk_token: token, platform: 'instagram', handle: 'fine.handle', consent: false },
    ]) {
      expect((await creator.as.raw('/api/phyllo/sandbox/connect/', { body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await creator.as.post('/phyllo/sandbox/connect/', {
          json: { sdk_token: 'forged', platform: 'instagram', handle: 'abc', consent: true },
        })
      ).error.code,
    ).toBe('bad_token');
    const someoneElse = await newCreator();
    const theirs = await providerIdOf(someoneElse, 'instagram', uniqueHandle('theirs'));
    expect(await creator.as.post('/influencer/social-accounts/', { json: { account_id: theirs } })).toAnswer(404);
    expect(await creator.as.post('/influencer/social-accounts/', { json: { account_id: 'sbx_garbage' } })).toAnswer(
      404,
    );
    expect(await as(OWNER).post('/phyllo/sdk-token/')).toAnswer(403);
  });

  it('refuses a handle another creator already connected (409) and hides their accounts (404)', async () => {
    const first = await newCreator();
    const handle = uniqueHandle('taken');
    const account = (await connectSandbox(first.as, 'twitch', handle)).json;
    const second = await newCreator();
    expect(await connectSandbox(second.as, 'twitch', handle)).toAnswer(409);
    expect(await second.as.get('/influencer/social-accounts/:id/', { param: { id: account.id } })).toAnswer(404);
    expect(await second.as.post('/influencer/social-accounts/:id/refresh/', { param: { id: account.id } })).toAnswer(
      404,
    );
    expect(await second.as.post('/influencer/social-accounts/:id/disconnect/', { param: { id: account.id } })).toAnswer(
      404,
    );
  });
});

describe('creator social data for brands and strategists', () => {
  it('shows a Growth brand everything, with audience, content and metrics', async () => {
    const casey = (await as(CREATOR).get('/auth/me/')).json.profile!;
    const detail = ZCreatorSocialDetail.parse(
      (await as(OWNER).get('/phyllo/creator/profile-detail/', { query: { profile_id: casey } })).json,
    );
    expect(detail.creator.name).toBe('Casey Rivera');
    expect(detail.locked).toEqual([]);
    const instagram = detail.accounts.find((a) => a.platform === 'instagram')!;
    expect(instagram.audience!.countries[0]!.code).toBe('US');
    expect(instagram.metrics!.posts_analyzed).toBe(12);

    const one = ZAccountDetailResponse.parse(
      (
        await as(STRATEGIST).get('/phyllo/creator/social-account/detail/:id/', {
          param: { id: instagram.id },
          query: { creatorId: casey },
        })
      ).json,
    );
    expect(one.account.handle).toBe('casey.on.trails');
    expect(
      await as(STRATEGIST).get('/phyllo/creator/social-account/detail/:id/', {
        param: { id: instagram.id },
        query: { creatorId: crypto.randomUUID() },
      }),
    ).toAnswer(404);
  });

  it('locks audience, content and metrics for a plan without Profile Access, and hides disconnected accounts', async () => {
    const creator = await newCreator();
    const kept = (await connectSandbox(creator.as, 'instagram', uniqueHandle('kept'))).json;
    const dropped = (await connectSandbox(creator.as, 'pinterest', uniqueHandle('dropped'))).json;
    await creator.as.post('/influencer/social-accounts/:id/disconnect/', { param: { id: dropped.id } });

    const growth = ZCreatorSocialDetail.parse(
      (
        await as(OWNER).get('/phyllo/creator/profile-detail/', {
          query: { profile_id: creator.profileId },
        })
      ).json,
    );
    expect(growth.accounts.map((a) => a.id)).toEqual([kept.id]);
    expect(await as(OWNER).get('/phyllo/creator/social-account/detail/:id/', { param: { id: dropped.id } })).toAnswer(
      404,
    );

    const starter = await as(NORTHWIND).get('/phyllo/creator/profile-detail/', {
      query: { profile_id: creator.profileId },
    });
    expect(starter.json.locked).toEqual([]);

    const email = uniqueEmail('free.brand');
    await api.post('/auth/signup/', {
      json: {
        email,
        password: 'free-plan-brand-1',
        first_name: 'Fay',
        last_name: 'Free',
        profile_of: 'Brand',
        brand_name: 'Free Co',
      },
    });
    const free = await api.get('/phyllo/creator/profile-detail/', {
      query: { profile_id: creator.profileId },
      token: (await login(email, 'free-plan-brand-1')).json.token,
    });
    expect(free.status).toBe(200);
    expect(free.json.locked).toEqual(['audience', 'contents', 'metrics']);
    expect(free.json.accounts[0]).toMatchObject({ audience: null, contents: [], metrics: null, handle: kept.handle });
    expect(
      (await creator.as.get('/phyllo/creator/profile-detail/', { query: { profile_id: creator.profileId } })).json
        .accounts,
    ).toHaveLength(2);
  });

  it('keeps creators to their own social data and checks the query', async () => {
    const creator = await newCreator();
    const casey = (await as(CREATOR).get('/auth/me/')).json.profile!;
    expect(await creator.as.get('/phyllo/creator/profile-detail/', { query: { profile_id: casey } })).toAnswer(404);
    expect(await as(OWNER).get('/phyllo/creator/profile-detail/', { query: { profile_id: 'nope' } })).toAnswer(400);
    // eslint-disable-next-line typed-api/no-raw-valid-request -- its required search parameter is missing on purpose
    expect(await as(OWNER).raw('/api/phyllo/creator/profile-detail/')).toAnswer(400);
    expect(
      await as(OWNER).get('/phyllo/creator/profile-detail/', { query: { profile_id: crypto.randomUUID() } }),
    ).toAnswer(404);
    expect(await api.get('/phyllo/creator/profile-detail/', { query: { profile_id: casey } })).toAnswer(401);
  });
});

describe('social-data webhooks', () => {
  it('accepts either signature header, refetches what the event names, and ignores duplicates', async () => {
    const creator = await newCreator();
    const handle = uniqueHandle('hook');
    const account = (await connectSandbox(creator.as, 'instagram', handle)).json;
    const providerId = await providerIdOf(creator, 'instagram', handle);

    const expired = {
      id: crypto.randomUUID(),
      event: 'SESSION.EXPIRED',
      name: 'session expired',
      data: { account_id: providerId },
    };
    expect(ZSocialWebhookResponse.parse((await deliverSocial(expired)).json).status).toBe('processed');
    expect((await creator.as.get('/influencer/social-accounts/:id/', { param: { id: account.id } })).json.status).toBe(
      'SESSION_EXPIRED',
    );
    expect((await deliverSocial(expired, { header: 'webhook-signatures' })).json.status).toBe('duplicate');

    const reconnected = { id: crypto.randomUUID(), event: 'ACCOUNTS.CONNECTED', data: { account_id: providerId } };
    expect((await deliverSocial(reconnected, { header: 'webhook-signatures' })).json.status).toBe('processed');
    expect((await creator.as.get('/influencer/social-accounts/:id/', { param: { id: account.id } })).json.status).toBe(
      'CONNECTED',
    );

    const contents = { id: crypto.randomUUID(), event: 'CONTENTS.UPDATED', data: { account_id: providerId } };
    expect((await deliverSocial(contents)).json.status).toBe('processed');
    expect(
      (await deliverSocial({ id: crypto.randomUUID(), event: 'SOMETHING.NEW', data: { account_id: providerId } })).json
        .status,
    ).toBe('ignored');
    expect(
      (await deliverSocial({ id: crypto.randomUUID(), event: 'PROFILES.UPDATED', data: { account_id: 'sbx_unknown' } }))
        .json.status,
    ).toBe('ignored');

    const gone = { id: crypto.randomUUID(), event: 'ACCOUNTS.DISCONNECTED', data: { account_id: providerId } };
    await deliverSocial(gone);
    await deliverSocial(gone);
    expect((await creator.as.get('/influencer/social-accounts/:id/', { param: { id: account.id } })).json.status).toBe(
      'NOT_CONNECTED',
    );
  });

  it('links an account the browser never reported back from ACCOUNTS.CONNECTED', async () => {
    const creator = await newCreator();
    const providerId = await providerIdOf(creator, 'youtube', uniqueHandle('late'));
    expect((await creator.as.get('/influencer/social-accounts/')).json).toEqual([]);
    expect(
      (await deliverSocial({ id: crypto.randomUUID(), event: 'ACCOUNTS.CONNECTED', data: { account_id: providerId } }))
        .json.status,
    ).toBe('processed');
    expect(
      (await creator.as.get('/influencer/social-accounts/')).json.map((a: { platform: string }) => a.platform),
    ).toEqual(['youtube']);
  });

  it('refuses unsigned, wrongly signed and malformed deliveries', async () => {
    const event = { id: crypto.randomUUID(), event: 'PROFILES.UPDATED', data: { account_id: 'x' } };
    expect(await callRaw('/api/webhooks/social/', { rawBody: JSON.stringify(event) })).toAnswer(401);
    expect(await deliverSocial(event, { secret: 'not-the-right-secret-at-all' })).toAnswer(401);
    const tampered = JSON.stringify(event);
    expect(
      await callRaw('/api/webhooks/social/', {
        rawBody: tampered.replace('x', 'y'),
        headers: { 'phyllo-signature': await signSocial(tampered) },
      }),
    ).toAnswer(401);
    const garbage = '{"not json';
    expect(
      await callRaw('/api/webhooks/social/', {
        rawBody: garbage,
        headers: { 'phyllo-signature': await signSocial(garbage) },
      }),
    ).toAnswer(400);
    const noAccount = JSON.stringify({ id: 'e1', event: 'PROFILES.UPDATED', data: {} });
    expect(
      await callRaw('/api/webhooks/social/', {
        rawBody: noAccount,
        headers: { 'phyllo-signature': await signSocial(noAccount) },
      }),
    ).toAnswer(400);
  });
});

describe('Phyllo provider (HTTP)', () => {
  const fakePhyllo = () => {
    const calls: string[] = [];
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push(`${init?.method} ${url.pathname}${url.search} ${new Headers(init?.headers).get('authorization')}`);
      if (url.pathname === '/v1/users/external_id/u-1') return json({ error: 'not found' }, 404);
      if (url.pathname === '/v1/users' && init?.method === 'POST') return json({ id: 'phyllo-user' });
      if (url.pathname === '/v1/sdk-tokens') return json({ sdk_token: 'tok', expires_at: '2030-01-01T00:00:00Z' });
      if (url.pathname === '/v1/accounts/acc-1')
        return json({
          id: 'acc-1',
          user: { id: 'phyllo-user' },
          work_platform: { name: 'Instagram' },
          platform_username: 'casey',
          status: 'SESSION_EXPIRED',
          data: { identity: { status: 'SYNCED', last_sync_at: '2026-01-01T00:00:00Z' } },
        });
      if (url.pathname === '/v1/users/phyllo-user') return json({ id: 'phyllo-user', external_id: 'u-1' });
      if (url.pathname === '/v1/profiles')
        return json({
          data: [
            {
              platform_username: 'casey',
              full_name: 'Casey',
              is_verified: true,
              reputation: { follower_count: 1200, following_count: 80 },
            },
          ],
        });
      if (url.pathname === '/v1/social/contents')
        return json({
          data: [
            {
              id: 'c1',
              type: 'REELS',
              format: 'VIDEO',
              published_at: '2026-01-01T00:00:00Z',
              engagement: { like_count: 100, comment_count: 4, impression_organic_count: 900 },
            },
          ],
        });
      return json({ error: 'boom' }, 500);
    }) as typeof fetch;
    return { calls, fetchFn };
  };

  it('maps Phyllo’s accounts, profiles and contents to our shapes with Basic auth', async () => {
    const { calls, fetchFn } = fakePhyllo();
    const phyllo = createPhylloProvider({
      baseUrl: 'https://api.sandbox.getphyllo.com',
      clientId: 'id',
      clientSecret: 'secret',
      fetchFn,
    });
    expect(await phyllo.createSdkToken({ id: 'u-1', name: 'Casey' })).toMatchObject({
      provider: 'phyllo',
      sdk_token: 'tok',
      user_id: 'phyllo-user',
      environment: 'sandbox',
    });
    expect(await phyllo.getAccount('acc-1')).toMatchObject({
      platform: 'instagram',
      handle: 'casey',
      status: 'SESSION_EXPIRED',
      externalUserId: 'u-1',
      products: { identity: { status: 'SYNCED' }, audience: { status: 'NOT_AVAILABLE' } },
    });
    expect(await phyllo.getProfile('acc-1')).toMatchObject({
      is_verified: true,
      reputation: { follower_count: 1200, content_count: null },
    });
    expect((await phyllo.getContents('acc-1'))[0]).toMatchObject({
      type: 'REELS',
      engagement: { like_count: 100, impression_count: 900, view_count: null },
    });
    expect(calls[0]).toContain(`Basic ${btoa('id:secret')}`);
    await expect(phyllo.getAudience('acc-1')).rejects.toMatchObject({ status: 502 });
  });
});
