import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './helpers';

const CAMPAIGN = 'Trail Mix & Bottles Collab';
/** A tiny valid PNG: the upload pipeline checks the bytes' signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;

/** Casey's approved Instagram story in the seed's Trail Mix campaign (the brand's review list knows its id). */
const caseysApprovedStory = async (brand: Page) => {
  const campaigns = await (await brand.request.get('/api/brand/campaigns/?page_size=100')).json();
  const campaignId = campaigns.results.find((c: { title: string }) => c.title === CAMPAIGN).id as string;
  const list = await (
    await brand.request.get(
      `/api/influencer/campaign-deliverable/by-campaign/?campaign_id=${campaignId}&status=approved`,
    )
  ).json();
  const story = list.results.find(
    (d: { type: string; creator: { name: string } }) => d.type === 'story' && d.creator.name === 'Casey Rivera',
  );
  expect(story, 'Casey’s approved story').toBeDefined();
  return { campaignId, deliverableId: story.id as string };
};

test('the creator publishes, the brand asks for figures, the creator reports them with a screenshot, the brand sees them', async ({
  browser,
}) => {
  const brand = await signedInPage(browser, 'brand.owner@demo.test');
  const creator = await signedInPage(browser, 'creator@demo.test');
  const { campaignId, deliverableId } = await caseysApprovedStory(brand);

  // The post goes live on Casey's own handle: the provider's figures arrive right after.
  await creator.goto(`/creator/campaigns/submit-content/${deliverableId}`);
  await creator
    .getByLabel('Link to the live post')
    .fill(`https://www.instagram.com/casey.on.trails/p/Cstory${Date.now().toString(36)}/`);
  await creator.getByRole('button', { name: 'Mark as published' }).click();
  const figures = creator.getByRole('region', { name: 'Post figures' });
  await expect(figures).toBeVisible();
  await expect(async () => {
    await creator.reload();
    await expect(figures.getByText('Synced from Instagram')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  const asked = await brand.request.post('/api/brand/request-metrics/', {
    data: { deliverable_ids: [deliverableId], message: 'Could you share the story’s reach with a screenshot?' },
    headers: { 'X-CSRFToken': await csrfOf(brand) },
  });
  expect(asked.status()).toBe(201);

  // The notification (through the queue) leads to the post's figures; earlier requests may have their own.
  const notification = creator
    .getByRole('link', { name: /Acme Outdoors asked for your post metrics/ })
    .and(creator.locator(`[href$="${deliverableId}"]`));
  await expect(async () => {
    await creator.goto('/creator/notifications');
    await expect(notification.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await notification.first().click();
  await expect(creator).toHaveURL(new RegExp(`/creator/campaigns/submit-content/${deliverableId}$`));
  await expect(figures.getByRole('note')).toContainText('Acme Outdoors asked for this post’s figures');
  await expect(figures.getByRole('note')).toContainText('Could you share the story’s reach with a screenshot?');

  const form = figures.getByRole('form', { name: 'Post figures' });
  await form.getByLabel('Impressions').fill('4210');
  await form.getByLabel('Reach').fill('5000');
  await form.getByRole('button', { name: 'Send figures to Acme Outdoors' }).click();
  await expect(form.getByText('Reach counts unique accounts, so it cannot be higher than impressions.')).toBeVisible();
  await form.getByLabel('Reach').fill('3180');
  await form.getByLabel('Likes').fill('264');
  await form.getByLabel('Comments').fill('18');
  await form.getByLabel('Shares').fill('9');
  await form
    .getByLabel('Choose a screenshot')
    .setInputFiles({ name: 'story-insights.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('story-insights.png uploaded')).toBeVisible();
  await form.getByRole('button', { name: 'Send figures to Acme Outdoors' }).click();
  await expect(creator.getByText('Figures sent to Acme Outdoors.')).toBeVisible();
  await expect(figures.getByRole('note')).toHaveCount(0);
  const latest = figures
    .getByRole('list', { name: /Figures so far/ })
    .getByRole('listitem')
    .first();
  await expect(latest.getByText('Reported by you')).toBeVisible();
  await expect(latest.getByText('3,180')).toBeVisible();
  await expect(latest.getByRole('link', { name: /View the screenshot/ })).toBeVisible();

  await brand.goto(`/brand/campaigns/metrics/${campaignId}`);
  const posts = brand.getByRole('region', { name: 'Posts' });
  const row = posts.getByRole('row').filter({ hasText: /Instagram Story/ });
  await expect(row.getByText('4,210')).toBeVisible();
  await expect(row.getByText(/From creator/)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Screenshot' })).toBeVisible();
});
