import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { ZLocationList, ZNotificationList } from '../../worker/schemas/common';
import { ZSubscription } from '../../worker/schemas/subscription';
import { api, callRaw, login, signupCreator, testDb } from './helpers';

describe('common calls', () => {
  it('lists the shared locations', async () => {
    const res = await api.get('/common/locations/');
    const list = ZLocationList.parse(res.json);
    expect(list.length).toBeGreaterThan(30);
    expect(list.map((l) => l.label)).toContain('Denver, United States');
  });

  it('lists unread notifications, marks some read, and never touches another user’s', async () => {
    const me = await signupCreator();
    const other = await signupCreator();
    const mine = await login(me.email, me.password);
    const theirs = await login(other.email, other.password);
    const db = testDb();
    const rows = await db
      .insert(notifications)
      .values([
        { userId: mine.json.user.id, kind: 'invitation', title: 'Acme invited you', link: '/creator/campaigns' },
        { userId: mine.json.user.id, kind: 'message', title: 'New message' },
        { userId: theirs.json.user.id, kind: 'message', title: 'Not yours' },
      ])
      .returning();

    const unread = ZNotificationList.parse(
      (await api.get('/notification/my/', { query: { all: 'false' }, token: mine.json.token })).json,
    );
    expect(unread.map((n) => n.title).sort()).toEqual(['Acme invited you', 'New message']);
    expect((await api.get('/auth/me/', { token: mine.json.token })).json.notifications).toBe(2);

    const marked = await api.post('/notification/my/', {
      json: { ids: [rows[0]!.id, rows[2]!.id] },
      token: mine.json.token,
    });
    expect(marked.json).toEqual({ updated: 1, unread: 1 });
    expect((await api.get('/notification/my/', { token: theirs.json.token })).json).toHaveLength(1);
    expect((await api.get('/notification/my/', { query: { all: 'true' }, token: mine.json.token })).json).toHaveLength(
      2,
    );

    expect((await api.post('/notification/my/', { json: { all: true }, token: mine.json.token })).json).toEqual({
      updated: 1,
      unread: 0,
    });
    expect((await api.get('/notification/my/', { token: mine.json.token })).json).toEqual([]);
  });

  it('requires a session for notifications', async () => {
    expect((await api.get('/notification/my/')).status).toBe(401);
  });

  it('serves the brand subscription to its members and to the strategist acting for it', async () => {
    const owner = await login('brand.owner@demo.test');
    const sub = ZSubscription.parse((await api.get('/payment/brand/subscription/', { token: owner.json.token })).json);
    expect(sub).toMatchObject({
      name: 'Growth',
      membership_tier: 'growth',
      total_creator_spend_available: expect.any(Number),
      has_bought_creator_spend: true,
    });
    expect(sub.allowed_features['Campaign Metrics Report']).toBe(true);
    expect(sub.allowed_features['Managed Campaigns']).toBe(false);
    expect(
      (
        await api.get('/payment/brand/subscription/', {
          token: (await login('brand.member@demo.test')).json.token,
        })
      ).json.id,
    ).toBe(sub.id);

    const other = ZSubscription.parse(
      (
        await api.get('/payment/brand/subscription/', {
          token: (await login('other.brand@demo.test')).json.token,
        })
      ).json,
    );
    expect(other.name).toBe('Starter');

    const creator = await api.get('/payment/brand/subscription/', {
      token: (await login('creator@demo.test')).json.token,
    });
    expect(creator.status).toBe(403);

    const strategist = await login('strategist@demo.test');
    const acme = strategist.json.user.managed_brands.find((b: { name: string }) => b.name === 'Acme Outdoors');
    expect((await api.get('/payment/brand/subscription/', { token: strategist.json.token })).error.code).toBe(
      'brand_not_selected',
    );
    expect(
      (
        await api.get('/payment/brand/subscription/', {
          token: strategist.json.token,
          headers: { 'x-selected-brand': acme!.id },
        })
      ).json.id,
    ).toBe(sub.id);
    const foreign = await api.get('/payment/brand/subscription/', {
      token: strategist.json.token,
      headers: { 'x-selected-brand': crypto.randomUUID() },
    });
    expect(foreign.status).toBe(404);
  });

  it('publishes an OpenAPI document of every call', async () => {
    const doc = await callRaw('/api/openapi.json');
    expect(doc.status).toBe(200);
    for (const path of [
      '/api/auth/login/',
      '/api/auth/me/',
      '/api/notification/my/',
      '/api/payment/brand/subscription/',
      '/api/common/locations/',
    ]) {
      expect(Object.keys(doc.json.paths)).toContain(path);
    }
  });
});
