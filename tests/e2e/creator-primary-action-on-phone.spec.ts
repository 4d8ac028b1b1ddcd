import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acmeOutdoorsCampaign, caseyAwaitingSignature, caseyWithOffer, signedInPage, signIn } from './helpers';
import { PHONE } from './phone';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** A brief long enough to fill several phone screens. */
const LONG_BRIEF = Array.from(
  { length: 24 },
  (_, i) =>
    `Day ${i + 1}: film the climb at first light, the stove at the camp and the view from the ridge with our pack.`,
).join('\n\n');

/** The action is on screen as the page opens: no scrolling, nothing clipped at the sides or the bottom. */
const expectOnScreenWithoutScrolling = async (page: Page, action: Locator) => {
  await expect(action).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await action.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
};

/** At the end of the page the last content ends above the pinned bar: the page is padded, nothing hides beneath. */
const expectNothingBeneath = async (page: Page, bar: Locator, last: Locator) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height)
    .toBeLessThanOrEqual((await bar.boundingBox())!.y);
};

const signedContract = async (brand: APIRequestContext, creator: APIRequestContext) => {
  const { matchId } = await caseyAwaitingSignature(brand, creator, {
    title: 'Ridge Upload',
    brief: LONG_BRIEF,
  });
  const signed = await creator.post(`/api/influencer/campaign-matches/${matchId}/sign-contract/`, {
    data: { signature_name: 'Casey Rivera', agree: true },
  });
  expect(signed.ok()).toBe(true);
  return (await (await creator.get(`/api/influencer/campaign-matches/${matchId}/`)).json()).deliverable_items[0]
    .id as string;
};

test.describe('on a 390 px phone the primary action stays on screen', () => {
  test.use(PHONE);

  test('Apply with a pitch on a long brief', async ({ page, brandApi }) => {
    const { id: campaignId } = await acmeOutdoorsCampaign(brandApi, {
      title: 'Ridge Apply',
      brief: LONG_BRIEF,
    });
    await signIn(page, 'creator@demo.test');
    await page.goto(`/creator/campaigns/${campaignId}`);
    const bar = page.getByRole('group', { name: 'Apply' });
    const apply = bar.getByRole('link', { name: 'Apply with a pitch' });
    await expectOnScreenWithoutScrolling(page, apply);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/apply-390.png` });
    await expectNothingBeneath(page, bar, page.getByText('Day 24: film the climb'));
    await apply.click();
    await expect(page).toHaveURL(new RegExp(`/creator/campaigns/join/${campaignId}$`));
  });

  test('Accept offer, Counter-offer and Decline offer on a long brief; accepting leads to the contract', async ({
    page,
    brandApi,
    creatorApi,
  }) => {
    const { campaignId } = await caseyWithOffer(brandApi, creatorApi, {
      title: 'Ridge Offer',
      brief: LONG_BRIEF,
    });
    await signIn(page, 'creator@demo.test');
    await page.goto(`/creator/campaigns/${campaignId}`);
    const bar = page.getByRole('group', { name: 'Answer the offer' });
    for (const name of ['Accept offer', 'Counter-offer', 'Decline offer'])
      await expectOnScreenWithoutScrolling(page, bar.getByRole('button', { name }));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-390.png` });
    await expectNothingBeneath(page, bar, page.getByText('Day 24: film the climb'));

    // The dialogs open from the bar and give focus back to it.
    await bar.getByRole('button', { name: 'Counter-offer' }).click();
    await expect(page.getByRole('dialog', { name: 'Make a counter-offer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Counter-offer' })).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: 'Accept offer' }).click();
    const sign = page
      .getByRole('group', { name: 'Contract' })
      .getByRole('link', { name: 'Review and sign the contract' });
    await expect(sign).toBeInViewport();
    await sign.click();
    await expect(page).toHaveURL(new RegExp(`/creator/campaigns/sign-contract/${campaignId}$`));
    const jump = page.getByRole('group', { name: 'Signature' }).getByRole('button', { name: 'Go to signature' });
    await expectOnScreenWithoutScrolling(page, jump);
  });

  test('Submit content, Upload content and Submit for review on a signed deliverable', async ({
    page,
    brandApi,
    creatorApi,
  }) => {
    const deliverableId = await signedContract(brandApi, creatorApi);
    await signIn(page, 'creator@demo.test');

    await page.goto(`/creator/campaigns/deliverable/${deliverableId}`);
    const next = page.getByRole('group', { name: 'Next step' });
    await expectOnScreenWithoutScrolling(page, next.getByRole('link', { name: 'Upload media' }));
    const submitContent = next.getByRole('link', { name: 'Submit content' });
    await expectOnScreenWithoutScrolling(page, submitContent);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/deliverable-390.png` });
    await submitContent.click();

    await expect(page).toHaveURL(new RegExp(`/creator/campaigns/submit-content/${deliverableId}$`));
    const upload = page.getByRole('group', { name: 'Upload' }).getByRole('link', { name: 'Upload content' });
    await expectOnScreenWithoutScrolling(page, upload);
    await upload.click();

    await expect(page).toHaveURL(new RegExp(`/creator/campaigns/upload/${deliverableId}$`));
    const submit = page.getByRole('group', { name: 'Submit' }).getByRole('button', { name: /^Submit/ });
    await expectOnScreenWithoutScrolling(page, submit);
    await expect(submit).toBeDisabled();
    await page
      .getByLabel('Choose a photo or video')
      .setInputFiles(new URL('../../db/seed/fixtures/sample-clip.mp4', import.meta.url).pathname);
    await expect(page.getByText(/sample-clip\.mp4 uploaded/)).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Caption').fill('Dawn on the ridge with the Acme pack. #ad');
    // A field scrolled to (the nearest way, as a keyboard user or an error focus does) stops above the pinned bar.
    // Scrolled and measured again until the layout settles (the uploaded clip's preview may still grow above it);
    // half a pixel allows for layout in fractional pixels.
    const caption = page.getByLabel('Caption');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(async () => {
        await caption.evaluate((field: HTMLElement) => field.scrollIntoView({ block: 'nearest' }));
        const field = (await caption.boundingBox())!;
        return field.y + field.height - (await page.getByRole('group', { name: 'Submit' }).boundingBox())!.y;
      })
      .toBeLessThanOrEqual(0.5);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-390.png` });
    await expect(submit).toHaveText('Submit for review');
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/creator/campaigns/submit-content/${deliverableId}$`));
    await expect(page.getByRole('list', { name: 'Your submissions' }).getByText('In review')).toBeVisible();
  });
});

test('on a desktop the actions sit in the page, and the phone-only shortcut is hidden', async ({
  browser,
  brandApi,
  creatorApi,
}) => {
  const { campaignId } = await caseyWithOffer(brandApi, creatorApi, {
    title: 'Ridge Desk',
    brief: LONG_BRIEF,
  });
  const page = await signedInPage(browser, 'creator@demo.test', { viewport: { width: 1280, height: 800 } });
  await page.goto(`/creator/campaigns/${campaignId}`);
  const bar = page.getByRole('group', { name: 'Answer the offer' });
  await expect(bar.getByRole('button', { name: 'Accept offer' })).toBeInViewport();
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-1280.png` });
  await bar.getByRole('button', { name: 'Accept offer' }).click();
  await page.getByRole('link', { name: 'Review and sign the contract' }).click();
  await expect(page.getByLabel('Type your full name to sign')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to signature' })).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/contract-1280.png` });
  await page.context().close();
});
