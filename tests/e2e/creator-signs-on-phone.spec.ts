import { expect, test } from './fixtures';
import { apiAs, signIn, trackPageErrors } from './helpers';

const SHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the signature is one tap away from the top of a long contract; the rates table keeps its buttons on screen', async ({ page, baseURL }) => {
  const brand = await apiAs(baseURL, 'brand.owner@demo.test');
  const creator = await apiAs(baseURL, 'creator@demo.test');
  const campaign = await (await brand.post('/api/brand/campaign/create/', {
    data: {
      title: `Ridge Sign ${Date.now().toString(36)}`, status: 'active', visibility: 'public', currency: 'USD', objectives: ['content'], platforms: ['instagram'],
      brief: 'A ridge walk at dawn with our headlamp.', deliverable_templates: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 12 }, { type: 'story', platform: 'instagram', quantity: 2, due_days: 14 }],
      budget_cents: 600_000, rate_min_cents: 50_000, rate_max_cents: 150_000, start_date: '2027-02-01', end_date: '2027-04-01',
      target_niches: ['Outdoors'], target_location_ids: [], follower_min: null, follower_max: null,
    },
  })).json();
  const casey = (await (await brand.get('/api/brand/creator-database/?q=Casey%20Rivera')).json()).results[0].id;
  const matchId = (await (await brand.post('/api/brand/create-campaign-match/', { data: { campaign_id: campaign.id, creator_id: casey } })).json()).id;
  expect((await creator.post(`/api/influencer/campaign-matches/${matchId}/accept-invitation/`, { data: {} })).ok()).toBe(true);
  const offer = { brand_campaign_match_id: matchId, rate_cents: 90_000, deliverables: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 12 }] };
  expect((await brand.post('/api/brand/campaign/propose-rates-and-deliverables/', { data: offer })).ok()).toBe(true);
  expect((await creator.post(`/api/influencer/campaign-matches/${matchId}/accept-offer/`, { data: {} })).ok()).toBe(true);

  const errors = trackPageErrors(page);
  await signIn(page, 'creator@demo.test');
  await page.goto(`/creator/campaigns/sign-contract/${campaign.id}`);
  await expect(page.getByRole('heading', { name: /Agreement:/ })).toBeVisible();
  const jump = page.getByRole('button', { name: 'Go to signature' });
  await expect(jump).toBeInViewport();
  await expect(page.getByLabel('Type your full name to sign')).not.toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/contract-390.png` });
  await jump.click();
  await expect(page.getByLabel('Type your full name to sign')).toBeFocused();
  await page.keyboard.type('Casey Rivera');
  await page.getByLabel(/I have read the contract/).check();
  await page.getByRole('button', { name: 'Sign contract' }).click();
  await expect(page.getByText('Contract signed. Your deliverables are ready.')).toBeVisible();
  await expect(jump).toHaveCount(0);

  await page.goto('/creator/settings/profile');
  const rates = page.getByRole('table', { name: 'Your rates' });
  await rates.scrollIntoViewIfNeeded();
  const remove = rates.getByRole('button', { name: /^Delete the / }).first();
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  if (SHOTS) await rates.screenshot({ path: `${SHOTS}/rates-390.png` });
  expect(errors).toEqual([]);
});
