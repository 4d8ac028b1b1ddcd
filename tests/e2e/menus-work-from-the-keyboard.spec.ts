import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('the account menu, the notification popover and the campaign tabs work from the keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'brand.owner@demo.test');
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();

  const accountButton = page.getByRole('button', { name: /Account menu for/ });
  await accountButton.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Account settings' });
  await expect(settings).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(settings).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(accountButton).toBeFocused();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(bell).toBeFocused();

  const tabs = page.getByRole('tablist', { name: 'Campaign status' });
  const active = tabs.getByRole('tab', { name: /Active/ });
  await active.focus();
  await page.keyboard.press('ArrowRight');
  const drafts = tabs.getByRole('tab', { name: /Draft/ });
  await expect(drafts).toBeFocused();
  await expect(drafts).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=draft/);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tab-draft');
});
