import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage, signIn } from './helpers';
import { PHONE } from './phone';

const CLIP = new URL('../../db/seed/fixtures/sample-clip.mp4', import.meta.url).pathname;

/** "$1,234.56" → 123456 cents. */
const centsOf = async (locator: Locator) =>
  Math.round(Number(((await locator.textContent()) ?? '').replace(/[^0-9.]/g, '')) * 100);
/** The amount of a figure tile (a <dt> label and its <dd> amount). */
const tile = (scope: Page | Locator, label: string | RegExp) =>
  scope
    .getByRole('term')
    .filter({ hasText: typeof label === 'string' ? new RegExp(`^${label}$`) : label })
    .first()
    .locator('xpath=following-sibling::dd[1]');
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a brand tops up, offers and approves; the creator signs, uploads, sets up payouts and is paid; both sides see the same money', async ({
  page,
  browser,
  brandApi,
  creatorApi,
}, testInfo) => {
  test.setTimeout(240_000);

  // Setup (not a user action under test): a campaign of the demo brand with the demo creator invited.
  const caseyId = (await (await creatorApi.get('/api/auth/me/')).json()).profile as string;
  const title = `Alpine Hut Week ${Date.now().toString(36)}`;
  const created = await brandApi.post('/api/brand/campaign/create/', {
    data: {
      title,
      status: 'active',
      visibility: 'invite_only',
      currency: 'USD',
      objectives: ['content'],
      platforms: ['instagram'],
      brief: 'A week of hut-to-hut hiking in our new shell, filmed honestly: rain, wind and all.',
      deliverable_templates: [
        { type: 'reel', platform: 'instagram', quantity: 1, due_days: 10, description: 'A 45 s reel.' },
      ],
      budget_cents: 500_000,
      rate_min_cents: 50_000,
      rate_max_cents: 150_000,
      start_date: '2027-03-01',
      end_date: '2027-05-01',
      target_niches: ['Outdoors'],
      target_location_ids: [],
      follower_min: null,
      follower_max: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = (await created.json()).id as string;
  const invited = await brandApi.post('/api/brand/create-campaign-match/', {
    data: { campaign_id: campaignId, creator_id: caseyId },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const matchId = (await invited.json()).id as string;

  // 1. The brand tops up $500 in the sandbox checkout.
  await signIn(page, 'brand.owner@demo.test');
  await page.getByRole('link', { name: 'Wallet' }).first().click();
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  const availableBefore = await centsOf(tile(page, /^Available/));
  await page.getByLabel('Amount (USD)').fill('500');
  await page.getByRole('button', { name: 'Top up $500.00' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Creator spend added' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the wallet' }).click();
  await expect.poll(() => centsOf(tile(page, /^Available/))).toBe(availableBefore + 50_000);

  // 2. The brand offers $1,100: the screen shows the fee and what the creator receives, then funds secured.
  await page.goto(`/brand/campaigns/${matchId}/propose-rates-deliverables`);
  await page.getByLabel(/Total fee/).fill('1100');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(tile(payment, 'Creator receives')).toHaveText(/\$1,0\d\d\.\d\d/);
  const net = await centsOf(tile(payment, 'Creator receives'));
  await page.screenshot({ path: testInfo.outputPath('offer-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent to Casey Rivera.')).toBeVisible();
  await page.goto(`/brand/campaigns/${matchId}/propose-rates-deliverables`);
  await expect(page.getByText('Funds secured: $1,100.00')).toBeVisible();

  // 3. The creator sees funds secured, accepts, signs, and uploads the reel.
  const creator = await signedInPage(browser, 'creator@demo.test');
  await creator.getByRole('link', { name: new RegExp(`offered \\$1,100 for “${title}”`) }).click();
  await expect(creator.getByText('Funds secured: $1,100.00')).toBeVisible();
  await expect(creator.getByText(`You receive ${dollars(net)} after the`)).toBeVisible();
  await creator.getByRole('button', { name: 'Accept offer' }).click();
  await creator.getByRole('link', { name: 'Review and sign the contract' }).click();
  await creator.getByLabel('Type your full name to sign').fill('Casey Rivera');
  await creator.getByLabel(/I have read the contract/).check();
  await creator.getByRole('button', { name: 'Sign contract' }).click();
  await creator.getByRole('link', { name: 'Go to my deliverables' }).click();
  await creator.getByRole('link', { name: 'Instagram Reel' }).click();
  await creator.getByRole('link', { name: 'Submit content' }).click();
  await creator.getByRole('link', { name: /Upload (content|a new version)/ }).click();
  await creator.getByLabel('Choose a photo or video').setInputFiles(CLIP);
  await expect(creator.getByText(/sample-clip\.mp4 uploaded/)).toBeVisible({ timeout: 30_000 });
  await creator.getByLabel('Caption').fill('Hut three, sideways rain, dry inside. #ad');
  await creator.getByRole('button', { name: 'Submit for review' }).click();
  await expect(creator.getByRole('list', { name: 'Your submissions' }).getByText('In review')).toBeVisible();

  // 4. The brand approves the reel: its price leaves escrow.
  await page.goto(`/brand/campaigns/content/${campaignId}`);
  await page.getByRole('button', { name: /Instagram Reel In review/ }).click();
  const panel = page.getByRole('article');
  await expect(panel.getByRole('heading', { name: /Casey Rivera/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Content approved. The creator has been notified.')).toBeVisible();

  // 5. The creator sees the money released to them, sets up payouts on the hosted page, and is paid out.
  await creator.getByRole('navigation', { name: 'Creator' }).getByRole('link', { name: 'Payments' }).click();
  await expect(creator.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const history = creator.getByRole('table');
  const ours = history.getByRole('row').filter({ hasText: title });
  await expect(ours).toContainText(dollars(net));
  await expect(ours).toContainText('Waiting for your payout account');
  const payable = await centsOf(tile(creator, 'Payable'));
  const paidBefore = await centsOf(tile(creator, 'Paid out'));
  expect(payable).toBeGreaterThanOrEqual(net);
  await creator.screenshot({ path: testInfo.outputPath('creator-payments-1280.png'), fullPage: true });
  await creator.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(creator.getByRole('heading', { name: 'Where should we send your money?' })).toBeVisible();
  await creator.getByLabel('Legal name').fill('Casey Rivera');
  await creator.getByLabel(/Bank account/).fill('000123456789');
  await creator.getByRole('button', { name: 'Continue' }).click();
  await creator.getByLabel(/I certify/).check();
  await creator.getByLabel(/Signature/).fill('Casey Rivera');
  await creator.getByRole('button', { name: 'Sign and finish' }).click();
  await expect(creator).toHaveURL(/\/creator\/settings\/payments\?payouts=ready/);
  // Everything that was payable reaches the bank (the page refreshes itself as the provider's events land).
  await expect.poll(() => centsOf(tile(creator, 'Paid out')), { timeout: 60_000 }).toBe(paidBefore + payable);
  await expect(ours).toContainText('Paid out');
  await expect(tile(creator, 'Payable')).toHaveText('$0.00');
  await creator.setViewportSize(PHONE.viewport);
  await creator.screenshot({ path: testInfo.outputPath('creator-payments-390.png'), fullPage: true });

  // The collaboration's payment page shows the whole timeline; the dashboard's Paid is the ledger's figure.
  await ours.getByRole('link', { name: title }).click();
  for (const step of ['Offer sent', 'Contract signed', 'Work approved', 'Transferred', 'Paid out to your bank'])
    await expect(creator.getByText(new RegExp(step)).first()).toBeVisible();
  await creator.setViewportSize({ width: 1280, height: 900 });
  await creator.goto('/creator/dashboard');
  await expect(tile(creator, 'Paid')).toHaveText(
    `$${((paidBefore + payable) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
  );

  // 6. The brand's wallet and the campaign's spend show the same money: $1,100 released, the net paid out.
  await page.getByRole('link', { name: 'Wallet' }).first().click();
  await expect(page.getByRole('cell', { name: 'Paid out to Casey Rivera' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Released to Casey Rivera on approval' }).first()).toBeVisible();
  const spent = await brandApi.get('/api/brand/campaigns/spent/');
  const figures = (await spent.json()).results.find((c: { campaign_id: string }) => c.campaign_id === campaignId);
  expect(figures).toMatchObject({
    committed_cents: 110_000,
    held_cents: 0,
    in_escrow_cents: 0,
    released_cents: 110_000,
    paid_out_cents: net,
  });
  await creator.context().close();
});
