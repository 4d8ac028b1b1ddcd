import { expect, test } from './fixtures';
import { signUpAndSignIn, uniqueEmail } from './helpers';
import { PHONE } from './phone';

test.use(PHONE);

test('on a phone, a creator from a city not in the list finds the combobox by keyboard, enters their own city and goes on', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'creator', uniqueEmail('porto'), { first: 'Inês', last: 'Costa' });
  await page.getByRole('button', { name: 'Let’s get started' }).click();
  await page.getByLabel('Bio').fill('Surf mornings and tascas in the north of Portugal, every single week.');
  await page.getByRole('group', { name: 'Niches' }).getByLabel('Travel').check();
  await page.getByRole('group', { name: 'Languages you create in' }).getByLabel('Portuguese').check();

  // A listed city: the list opens, arrows move through it, Escape closes it.
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('lis');
  await expect(page.getByRole('option', { name: 'Lisbon, Portugal' })).toBeVisible();
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /cities found/ })).toHaveText(/^\d+ cities found\.$/);
  await city.press('ArrowDown');
  await expect(city).toHaveAttribute('aria-activedescendant', /option-0$/);
  await expect(page.getByRole('option', { name: 'Lisbon, Portugal' })).toHaveAttribute('aria-selected', 'true');
  await city.press('Escape');
  await expect(city).toHaveAttribute('aria-expanded', 'false');

  // A city not in the list (a new name each run): the creator keeps it as typed, and is asked for its country.
  const name = `Vila ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  await city.fill(name);
  await expect(page.getByRole('status').filter({ hasText: /cities found/ })).toHaveText('0 cities found.');
  const own = page.getByRole('option', { name: `Use “${name}” as my city` });
  await expect(own).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/onboarding-city-390.png' });
  await city.press('ArrowDown');
  await expect(own).toHaveAttribute('aria-selected', 'true');
  await city.press('Enter');
  await expect(city).toHaveValue(name);
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(`Choose the country of ${name}.`)).toBeVisible();
  await page.getByLabel(`Country of ${name}`).selectOption({ label: 'Portugal' });
  await page.screenshot({ path: 'test-results/screens/onboarding-own-city-390.png' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step=rates/);

  // Back on step 1 the city is the one entered, now a location of its own.
  await page.goto('/creator/onboarding?step=profile');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(`${name}, Portugal`);
});
