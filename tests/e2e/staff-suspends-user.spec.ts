import { expect, test } from './fixtures';
import { signedInPage, signIn, signUpBrandAndSignIn, uniqueEmail } from './helpers';

test('a staff suspension signs the user out at once; signing in again shows the suspended page with support', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('suspend');
  const password = 'about-to-go-2026';
  await signUpBrandAndSignIn(page, { email, password, first: 'Sam', last: 'Suspend', brand: 'Suspend Co' });
  await expect(page).toHaveURL(/\/brand\//);

  const staff = await signedInPage(browser, 'staff@demo.test');
  await staff.goto('/staff/users');
  await staff.getByLabel('Search users').fill(email);
  const row = staff.getByRole('article', { name: email });
  await expect(row).toContainText('1 active session');
  // It asks first, saying what happens: a stray click (Cancel, Escape) changes nothing.
  await row.getByRole('button', { name: 'Suspend…' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Suspend Sam Suspend?' });
  await expect(confirm).toContainText('signed out of 1 active session at once');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Suspend…' }).click();
  await confirm.getByRole('button', { name: 'Suspend and sign out' }).click();
  await expect(staff.getByText(`${email} is suspended and signed out everywhere.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('0 active sessions');

  // The user's next request is refused: the app signs them out and returns to the landing page.
  await page.goto('/brand/settings/account');
  await expect(page).toHaveURL(/\/(login.*)?$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/brand\/suspended$/);
  await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue('account');

  await row.getByRole('button', { name: 'Reactivate' }).click();
  await expect(row).toContainText('Active');
  await staff.context().close();
});
