import { expect } from 'vitest';
import { as, STRATEGIST, OWNER } from './accounts';
import { api, login } from './helpers';
import type { ApiBody } from './api';

/** The strategist's X-Selected-Brand header for a brand name. */
export const actingFor = async (brandName: string) => {
  const me = await as(STRATEGIST).get('/auth/me/');
  const brand = me.json.managed_brands.find((b) => b.name === brandName);
  return { 'x-selected-brand': brand!.id };
};

export const publishableCampaign = (
  title = `Test campaign ${crypto.randomUUID().slice(0, 6)}`,
): ApiBody<'/brand/campaign/create/', 'post'> => ({
  title,
  brief: 'Show our new trail gear on a real adventure, with honest impressions.',
  objectives: ['awareness'],
  platforms: ['instagram'],
  deliverable_templates: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 14 }],
  budget_cents: 500_000,
  currency: 'USD',
  rate_min_cents: 20_000,
  rate_max_cents: 150_000,
  start_date: '2027-01-10',
  end_date: '2027-03-10',
  target_niches: ['Outdoors'],
  target_location_ids: [],
  follower_min: 1_000,
  follower_max: 1_000_000,
  visibility: 'public',
});

export const createActiveCampaign = async (email = OWNER, headers: Record<string, string> = {}) => {
  const res = await as(email).post('/brand/campaign/create/', {
    json: { ...publishableCampaign(), status: 'active' },
    headers,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; title: string };
};

/** Creator ids from the creator database, skipping the first `skip` (so files pick different creators). */
export const someCreators = async (count: number, skip: number) => {
  const res = await as(OWNER).get('/brand/creator-database/', {
    query: { sort: 'newest', page_size: count, page: Math.floor(skip / count) + 1 },
  });
  expect(res.status).toBe(200);
  return (res.json.results as { id: string }[]).map((c) => c.id);
};

export const invite = async (campaignId: string, creatorId: string, email = OWNER) => {
  const res = await as(email).post('/brand/create-campaign-match/', {
    json: { campaign_id: campaignId, creator_id: creatorId },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
};

/** A freshly signed-up brand: Free plan (Campaign Draft, Creator Profile, Customer Support only). */
export const freeBrand = async () => {
  const email = `free.brand.${crypto.randomUUID().slice(0, 8)}@example.test`;
  const signup = await api.post('/auth/signup/', {
    json: {
      email,
      password: 'brand-password-42',
      first_name: 'Fay',
      last_name: 'Free',
      profile_of: 'Brand',
      brand_name: 'Free Brand Co',
    },
  });
  expect(signup.status, JSON.stringify(signup.json)).toBe(201);
  const session = await login(email, 'brand-password-42');
  return { token: session.json.token, brandId: session.json.user.brand!.id };
};
