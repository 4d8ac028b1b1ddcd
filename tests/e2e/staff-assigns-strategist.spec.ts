import { expect, test } from './fixtures';
import { signedInPage, signIn, signUpBrand, uniqueEmail } from './helpers';

test('staff assign a strategist to a new brand, who then manages it; unassigning takes it away', async ({
  page,
  browser,
}) => {
  const brandName = `Pinecone ${Date.now().toString(36)}`;
  await signUpBrand(page.request, {
    email: uniqueEmail('brands'),
    password: 'pinecone-pass-2026',
    first: 'Pia',
    last: 'Pine',
    brand: brandName,
  });

  await signIn(page, 'staff@demo.test');
  await page.goto('/staff/brands');
  await expect(page.getByRole('article', { name: 'Acme Outdoors' })).toContainText('Sam Ortiz');
  await page.getByLabel('Search brands').fill(brandName);
  const card = page.getByRole('article', { name: brandName });
  await expect(card).toContainText('Owner: Pia Pine');
  await expect(card).toContainText('No strategist manages this brand.');
  const sam = await card.locator('option', { hasText: 'Sam Ortiz' }).getAttribute('value');
  await card.getByLabel(`Assign a strategist to ${brandName}`).selectOption(sam!);
  await card.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(`strategist@demo.test now manages ${brandName}.`)).toBeVisible();
  await expect(card.getByRole('list', { name: `Strategists managing ${brandName}` })).toContainText('Sam Ortiz');

  const strategist = await signedInPage(browser, 'strategist@demo.test');
  await strategist.goto('/internal/organizations');
  await expect(strategist.getByText(brandName).first()).toBeVisible();

  await card.getByRole('button', { name: `Unassign Sam Ortiz from ${brandName}` }).click();
  await expect(card).toContainText('No strategist manages this brand.');
  await strategist.reload();
  await expect(strategist.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(strategist.getByText(brandName)).toHaveCount(0);
  await strategist.context().close();

  await page.goto('/staff/audit');
  await expect(page.getByText(`Unassigned strategist@demo.test from ${brandName}`)).toBeVisible();
  await expect(page.getByText(`Assigned strategist@demo.test to ${brandName}`)).toBeVisible();
});
