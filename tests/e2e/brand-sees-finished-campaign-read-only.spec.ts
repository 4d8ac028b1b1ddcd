import { expect, test } from './fixtures';
import { caseyAwaitingSignature, signIn } from './helpers';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('a finished campaign is shown read-only with the reason: no edit form, no delete bound to fail', async ({
  page,
  brandApi,
}) => {
  const list = await (await brandApi.get('/api/brand/campaigns/?status=completed')).json();
  const finished = list.results.find((c: { title: string }) => c.title === 'Fall Hiking Boots 2026');
  expect(finished).toBeTruthy();

  await signIn(page, 'brand.owner@demo.test');
  await page.goto(`/brand/campaigns/detail/${finished.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fall Hiking Boots 2026' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(/Creators are under contract for this campaign/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/finished-campaign-1280.png` });

  await page.getByRole('link', { name: 'View settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign settings' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/A completed campaign can no longer be edited\./);
  await expect(page.getByLabel('Campaign title')).toBeDisabled();
  await expect(page.getByLabel('Campaign title')).toHaveValue('Fall Hiking Boots 2026');
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/finished-campaign-settings-1280.png` });
  // The settings can still be read step by step.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Deliverables' })).toBeVisible();
});

test('the propose page of a creator under contract shows the agreed terms read-only with the reason, and no offer form', async ({
  page,
  brandApi,
  creatorApi,
}) => {
  const { matchId } = await caseyAwaitingSignature(brandApi, creatorApi, {
    title: 'Signed Terms',
    brief: 'A forest loop with our trail shoes.',
  });
  const signed = await creatorApi.post(`/api/influencer/campaign-matches/${matchId}/sign-contract/`, {
    data: { signature_name: 'Casey Rivera', agree: true },
  });
  expect(signed.ok()).toBe(true);

  await signIn(page, 'brand.owner@demo.test');
  await page.goto(`/brand/campaigns/${matchId}/propose-rates-deliverables`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offer to Casey Rivera' })).toBeVisible();
  await expect(page.getByText('This creator is under contract: the terms can no longer change.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\$900$/ })).toBeVisible();
  await expect(page.getByLabel(/Rate/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /offer/i })).toHaveCount(0);
});
