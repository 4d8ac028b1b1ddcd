import { expect, test } from './fixtures';
import { caseyAwaitingSignature, signIn } from './helpers';
import { PHONE, expectFitsPhone } from './phone';

const SHOTS = process.env.E2E_SCREENSHOTS;

test.use(PHONE);

test('on a phone the signature is one tap away from the top of a long contract; the deliverables and the rates table stay on screen', async ({
  page,
  brandApi,
  creatorApi,
}) => {
  const { campaignId } = await caseyAwaitingSignature(brandApi, creatorApi, {
    title: 'Ridge Sign',
    brief: 'A ridge walk at dawn with our headlamp.',
    templates: [
      { type: 'reel', platform: 'instagram', quantity: 1, due_days: 12 },
      { type: 'story', platform: 'instagram', quantity: 2, due_days: 14 },
    ],
  });

  await signIn(page, 'creator@demo.test');
  await page.goto(`/creator/campaigns/sign-contract/${campaignId}`);
  await expect(page.getByRole('heading', { name: /Agreement:/ })).toBeVisible();
  const jump = page.getByRole('button', { name: 'Go to signature' });
  await expect(jump).toBeInViewport();
  await expect(page.getByLabel('Type your full name to sign')).not.toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/contract-390.png` });
  await jump.click();
  await expect(page.getByLabel('Type your full name to sign')).toBeFocused();
  await page.keyboard.type('Casey Rivera');
  await page.getByLabel(/I have read the contract/).check();
  // The signature is asserted on the answer and the page's signed state, not on the snackbar (gone after a while).
  const signed = page.waitForResponse((r) => r.url().includes('/sign-contract/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign contract' }).click();
  expect((await signed).ok()).toBe(true);
  await expect(page.getByText('Casey Rivera', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Signed .+ from /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my deliverables' })).toBeVisible();
  await expect(jump).toHaveCount(0);

  // The overview's deliverables table scrolls inside its card; the page itself stays as wide as the phone.
  await page.goto(`/creator/campaigns/overview/${campaignId}`);
  await expect(page.getByRole('table', { name: 'Deliverables' })).toBeVisible();
  await expectFitsPhone(page);

  await page.goto('/creator/settings/profile');
  const rates = page.getByRole('table', { name: 'Your rates' });
  await rates.scrollIntoViewIfNeeded();
  const remove = rates.getByRole('button', { name: /^Delete the / }).first();
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
  if (SHOTS) await rates.screenshot({ path: `${SHOTS}/rates-390.png` });
});
