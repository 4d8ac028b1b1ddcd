import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE, expectFitsPhone } from './phone';

test.use(PHONE);

test('on a phone a strategist sees whom they act for, switches from the top bar, and opens another brand’s campaign from its organization page', async ({
  page,
}) => {
  await signIn(page, 'strategist@demo.test');
  await page.getByRole('button', { name: /Acme Outdoors/ }).click();
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('Acme Outdoors', { exact: true })).toBeVisible();
  // The top bar's Switch used to be cut off behind "Acting for Acm…".
  const switchLink = topBar.getByRole('link', { name: 'Switch' });
  await expect(switchLink).toBeInViewport({ ratio: 1 });
  await expectFitsPhone(page);

  await switchLink.click();
  await page.getByRole('button', { name: /Northwind Foods/ }).click();
  await expect(topBar.getByText('Northwind Foods', { exact: true })).toBeVisible();

  // Acting for Northwind, a campaign of Acme's opens from Acme's organization page, acting for Acme.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('article', { name: 'Acme Outdoors' }).getByRole('link', { name: 'Open', exact: true }).click();
  await page
    .getByRole('region', { name: 'Active campaigns' })
    .getByRole('link', { name: 'Summit Jacket Launch' })
    .click();
  await expect(page.getByRole('heading', { name: 'Summit Jacket Launch', level: 1 })).toBeVisible();
  await expect(topBar.getByText('Acme Outdoors', { exact: true })).toBeVisible();
});
