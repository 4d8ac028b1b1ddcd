import { describe, expect, it } from 'vitest';
import { ZAccountManagerThread, ZInternalAccountManagerThread } from '../../worker/schemas/internal-organizations';
import { ZAdminStrategists } from '../../worker/schemas/team';
import { CREATOR, STAFF, STRATEGIST, as } from './accounts';
import { api, login } from './helpers';
import { newStrategist } from './internal-fixtures';
import { joinedMember, newBrand } from './team-fixtures';

const notices = async (token: string) =>
  (await api.get('/notification/my/', { token })).json as { kind: string; title: string; link: string }[];

describe('account manager', () => {
  it('an Enterprise brand sees its named strategist and they exchange messages; each side is notified', async () => {
    const brand = await newBrand('Enterprise');
    const manager = await newStrategist(brand.brandId);
    const named = ZAdminStrategists.parse((await brand.as.get('/brand/admin-strategists/')).json);
    expect(named.visible).toBe(true);
    expect(named.results.map((s) => s.email)).toEqual([manager.email]);

    const sent = await brand.as.post('/brand/account-manager/messages/', {
      json: { body: 'Can you look at our spring campaign?' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(ZAccountManagerThread.parse(sent.json).results).toEqual([
      expect.objectContaining({ from: 'brand', author: 'Olive Owner', body: 'Can you look at our spring campaign?' }),
    ]);
    const managerToken = (await login(manager.email)).json.token as string;
    expect((await notices(managerToken)).find((n) => n.kind === 'account_manager.message')?.link).toBe(
      `/internal/organizations/${brand.brandId}`,
    );

    const member = await joinedMember(brand);
    const answer = await api.post('/internal/organizations/:id/messages/', {
      param: { id: brand.brandId },
      token: managerToken,
      json: { body: 'On it — I will send a plan by Friday.' },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const thread = ZInternalAccountManagerThread.parse(answer.json);
    expect(thread.enabled).toBe(true);
    expect(thread.results.map((m) => m.from)).toEqual(['brand', 'strategist']);
    for (const token of [brand.token, member.token])
      expect(
        (await notices(token)).some((n) => n.kind === 'account_manager.message' && n.link === '/brand/support'),
      ).toBe(true);
    // The whole team reads the same thread.
    expect(
      ZAccountManagerThread.parse((await member.as.get('/brand/account-manager/messages/')).json).results,
    ).toHaveLength(2);
  });

  it('the seeded Enterprise brand sees its account manager by name and their welcome message', async () => {
    const named = ZAdminStrategists.parse(
      (await as('enterprise.owner@demo.test').get('/brand/admin-strategists/')).json,
    );
    expect(named.results.map((s) => s.name)).toEqual(['Ava Mendes']);
    const thread = ZAccountManagerThread.parse(
      (await as('enterprise.owner@demo.test').get('/brand/account-manager/messages/')).json,
    );
    expect(thread.results[0]).toMatchObject({ from: 'strategist', author: 'Ava Mendes' });
  });

  it('without Account Manager in the plan the brand gets 403 and strategists cannot post (409); names stay hidden', async () => {
    const brand = await newBrand('Growth');
    const manager = await newStrategist(brand.brandId);
    expect(ZAdminStrategists.parse((await brand.as.get('/brand/admin-strategists/')).json)).toMatchObject({
      visible: false,
      count: 1,
      results: [],
    });
    const read = await brand.as.get('/brand/account-manager/messages/');
    expect(read.status).toBe(403);
    expect(read.error.code).toBe('feature_not_in_plan');
    const token = (await login(manager.email)).json.token as string;
    const thread = await api.get('/internal/organizations/:id/messages/', {
      param: { id: brand.brandId },
      token,
    });
    expect(ZInternalAccountManagerThread.parse(thread.json).enabled).toBe(false);
    expect(
      await api.post('/internal/organizations/:id/messages/', {
        param: { id: brand.brandId },
        token,
        json: { body: 'Hello' },
      }),
    ).toAnswer(409);
  });

  it('refuses empty or huge messages (400) and a brand nobody manages (409)', async () => {
    const brand = await newBrand('Enterprise');
    expect(await brand.as.post('/brand/account-manager/messages/', { json: { body: 'Anyone there?' } })).toAnswer(409);
    await newStrategist(brand.brandId);
    expect(await brand.as.post('/brand/account-manager/messages/', { json: { body: '   ' } })).toAnswer(400);
    expect(await brand.as.post('/brand/account-manager/messages/', { json: { body: 'x'.repeat(4001) } })).toAnswer(400);
    expect(await brand.as.raw('/api/brand/account-manager/messages/', { body: {} })).toAnswer(400);
  });

  it('a strategist never reads another brand’s thread (404); creators and brands never reach the internal side; strategists use the internal side', async () => {
    const brand = await newBrand('Enterprise');
    await newStrategist(brand.brandId);
    await brand.as.post('/brand/account-manager/messages/', { json: { body: 'Private to our managers' } });
    expect(
      await as(STRATEGIST).get('/internal/organizations/:id/messages/', { param: { id: brand.brandId } }),
    ).toAnswer(404);
    expect(
      await as(STRATEGIST).post('/internal/organizations/:id/messages/', {
        param: { id: brand.brandId },
        json: { body: 'hi' },
      }),
    ).toAnswer(404);
    expect(await as(STAFF).get('/internal/organizations/:id/messages/', { param: { id: brand.brandId } })).toAnswer(
      200,
    );
    expect(await as(CREATOR).get('/internal/organizations/:id/messages/', { param: { id: brand.brandId } })).toAnswer(
      403,
    );
    expect(await brand.as.get('/internal/organizations/:id/messages/', { param: { id: brand.brandId } })).toAnswer(403);
    expect(await as(CREATOR).get('/brand/account-manager/messages/')).toAnswer(403);
    // Another brand's owner reads only their own (empty) thread, or 403 without the feature.
    const other = await newBrand('Enterprise');
    expect(ZAccountManagerThread.parse((await other.as.get('/brand/account-manager/messages/')).json).results).toEqual(
      [],
    );
  });
});
