import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, signUpAndSignIn, uniqueEmail } from './helpers';

const signUpBrand = (page: Page, email: string) =>
  signUpAndSignIn(page, 'brand', email, { first: 'Pat', last: 'Buyer', brand: 'Pat’s Provisions' });

test('a new brand buys Growth from an upsell, uses it at once, reads its invoice and downgrades', async ({ page }) => {
  await signUpBrand(page, uniqueEmail('buyer'));

  // Free has no search filters: the upsell leads to the plans with that feature highlighted.
  await page.goto('/brand/creators');
  const upsell = page.getByRole('complementary', { name: 'Search Filters is not in your plan' });
  await upsell.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/brand\/plans\?feature=Search%20Filters/);
  await expect(page.getByRole('note', { name: 'Search Filters is highlighted' })).toContainText(
    'Starter, Growth and Enterprise',
  );
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('listitem').filter({ hasText: 'Free' }).first()).toContainText('Current plan');
  await expect(page.getByRole('row', { name: /Search Filters/ })).toHaveAttribute('aria-current', 'true');
  // Enterprise is arranged with our team through a support request.
  await expect(plans.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/brand/support');

  // Choose Growth, see what is due today, go to the sandbox checkout and pay.
  await page.getByRole('link', { name: 'Choose Growth' }).click();
  await expect(page).toHaveURL(/\/brand\/purchase\?plan=growth&period=month/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Due today');
  await expect(summary).toContainText('$799');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_/);
  await expect(page.getByText('Subscribe to Growth plan (monthly)')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Subscribe/ }).click();

  // Back on billing: the payment is confirmed and Growth is in force.
  await expect(page).toHaveURL(/\/brand\/billing\?checkout=success&plan=growth/);
  await expect(page.getByRole('status').filter({ hasText: 'You are on Growth' })).toBeVisible({ timeout: 20_000 });
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('Growth');
  await expect(plan).toContainText('Visa •••• 4242');
  await expect(plan).toContainText('$799');

  // The invoice and its printable receipt.
  const invoices = page.getByRole('region', { name: 'Invoices table' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices).toContainText('$799');
  await expect(invoices).toContainText('Paid');
  await invoices.getByRole('link', { name: /^Receipt / }).click();
  await expect(page.getByRole('heading', { name: /^Receipt SBX-/ })).toBeVisible();
  await expect(page.getByText('Pat’s Provisions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

  // The feature works now: search filters are there.
  await page.goto('/brand/creators');
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Search Filters is not in your plan' })).toHaveCount(0);

  // Downgrade to Starter: nothing charged today, Growth stays until the period ends.
  await page.goto('/brand/plans');
  await page.getByRole('link', { name: 'Choose Starter' }).click();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Nothing is charged today');
  await page.getByRole('button', { name: /Switch to Starter at the end of the period/ }).click();
  await expect(page).toHaveURL(/\/brand\/billing\?change=downgrade&plan=starter/);
  await expect(page.getByRole('status').filter({ hasText: 'Your plan changes on' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Changes to Starter on');
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('$299');
});

test('leaving the checkout lands on /brand/payment/cancel: nothing charged, try again', async ({ page }) => {
  await signUpBrand(page, uniqueEmail('leaver'));
  await page.goto('/brand/purchase?plan=starter&period=year');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$2,990');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_/);
  await page.getByRole('button', { name: 'Cancel and return to Social Loop' }).click();
  await expect(page).toHaveURL(/\/brand\/payment\/cancel\?plan=starter&period=year/);
  await expect(page.getByRole('heading', { name: 'Nothing was charged' })).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/brand\/purchase\?plan=starter&period=year/);
  await page.goto('/brand/billing');
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Free');
  await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
});

test('a failed renewal: the owner sees the past-due banner with the grace date; a member reads billing only', async ({
  page,
  browser,
}) => {
  await signUpBrand(page, uniqueEmail('renewer'));
  await page.goto('/brand/purchase?plan=starter&period=month');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Subscribe/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on Starter' })).toBeVisible({ timeout: 20_000 });

  // The sandbox ends the period now and the card fails (a development switch of the sandbox provider).
  const me = await (await page.request.get('/api/auth/me/')).json();
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const renewal = await page.request.post('/api/dev/payments/sandbox/renewal/', {
    data: { brand_id: me.brand.id, outcome: 'failed' },
    headers: { 'x-csrftoken': csrf },
  });
  expect(renewal.ok()).toBe(true);

  await expect(async () => {
    await page.goto('/brand/billing');
    await expect(page.getByRole('alert').filter({ hasText: 'Your last payment failed' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Payment failed');
  await page.goto('/brand/campaigns');
  const banner = page.getByRole('alert').filter({ hasText: 'Your last payment failed' });
  await expect(banner).toContainText('Your plan keeps working until');
  await expect(banner.getByRole('link', { name: 'Review billing' })).toHaveAttribute('href', '/brand/billing');
  // The billing page says it once: its own notice, not the banner as well.
  await banner.getByRole('link', { name: 'Review billing' }).click();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Payment failed');
  await expect(page.getByRole('alert').filter({ hasText: 'Your last payment failed' })).toHaveCount(1);

  // A team member of another brand (the demo Acme) reads billing and plans but cannot change anything.
  const member = await browser.newPage();
  await signIn(member, 'brand.member@demo.test');
  await member.goto('/brand/billing');
  await expect(member.getByRole('region', { name: 'Your plan' })).toContainText('Growth');
  await expect(member.getByText('Only the brand owner or an admin can change the plan.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await member.goto('/brand/plans');
  await expect(member.getByRole('list', { name: 'Plans' })).toBeVisible();
  await expect(member.getByRole('link', { name: /^Choose / })).toHaveCount(0);
  await member.close();
});
