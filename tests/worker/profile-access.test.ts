import { describe, expect, it } from 'vitest';
import { ZCreatorProfileForBrand } from '../../worker/schemas/creator-search';
import { OWNER, STRATEGIST, as } from './accounts';
import { freeBrand } from './brand-helpers';
import { api } from './helpers';

const casey = async () =>
  (await as(OWNER).get('/brand/creator-database/', { query: { q: 'casey.on.trails' } })).json.results[0].id as string;

describe('Profile Access: one rule for the profile, the rates and the social data', () => {
  it('a Free brand sees the profile without audience charts or rates, and the rates endpoint refuses it too', async () => {
    const id = await casey();
    const { token } = await freeBrand();
    const profile = await api.get('/brand/creators/:id/', { param: { id }, token });
    expect(profile.status).toBe(200);
    expect(ZCreatorProfileForBrand.parse(profile.json)).toMatchObject({
      audience_distributions: null,
      rates: [],
      locked: ['audience', 'rates'],
    });
    const rates = await api.get('/influencer/profiles/:id/rates/', { param: { id }, token });
    expect(rates.status).toBe(403);
    expect(rates.error.code).toBe('feature_not_in_plan');
  });

  it('a Growth brand sees both on both endpoints', async () => {
    const id = await casey();
    const profile = ZCreatorProfileForBrand.parse(
      (await as(OWNER).get('/brand/creators/:id/', { param: { id } })).json,
    );
    expect(profile.locked).toEqual([]);
    expect(profile.audience_distributions).not.toBeNull();
    const rates = await as(OWNER).get('/influencer/profiles/:id/rates/', { param: { id } });
    expect(rates.status).toBe(200);
    expect(rates.json).toEqual(profile.rates);
  });

  it('a strategist sees the rates the profile shows', async () => {
    const me = await as(STRATEGIST).get('/auth/me/');
    const headers = { 'x-selected-brand': me.json.managed_brands[0].id as string };
    const id = await casey();
    expect((await as(STRATEGIST).get('/influencer/profiles/:id/rates/', { param: { id }, headers })).status).toBe(200);
  });
});
