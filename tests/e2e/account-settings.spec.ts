import { expect, test } from './fixtures';
import { signUpBrandAndSignIn, uniqueEmail } from './helpers';

test('a person changes their name, password and e-mail notifications in account settings', async ({ page }) => {
  const email = uniqueEmail('settings');
  await signUpBrandAndSignIn(page, {
    email,
    password: 'first-pass-2026',
    first: 'Ada',
    last: 'Before',
    brand: 'Settings Co',
  });
  await page.goto('/brand/settings/account');
  await page.getByLabel('Last name').fill('After');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved.')).toBeVisible();
  await expect(page.getByText('Ada After').first()).toBeVisible();

  // The e-mail's Change button says what it changes (a screen reader lists it away from the address beside it).
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByRole('dialog', { name: 'Change e-mail' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Change e-mail' })).toBeHidden();

  await page.getByLabel('Current password', { exact: true }).fill('wrong-pass-2026');
  await page.getByLabel('New password', { exact: true }).fill('second-pass-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That password is not correct.')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill('first-pass-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other devices were signed out.')).toBeVisible();

  const offers = page.getByRole('group', { name: 'E-mail notifications' }).getByLabel('Offers, answers and contracts');
  await expect(offers).toBeChecked();
  await offers.uncheck();
  await expect(page.getByText('E-mail preferences saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'E-mail notifications' }).getByLabel('Offers, answers and contracts'),
  ).not.toBeChecked();
});
