import { expect, test } from './fixtures';
import { signedInPage, signIn } from './helpers';
import { PHONE } from './phone';

test.use(PHONE);

test('a creator finds support in the menu, staff answer and close it, and the notice opens the answer', async ({
  page,
  browser,
}) => {
  const subject = `Payout question ${Date.now().toString(36)}`;
  await signIn(page, 'creator@demo.test');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('My payout from last week has not reached my bank yet.');
  await page.getByRole('button', { name: 'Send to support' }).click();
  await expect(page.getByRole('article', { name: subject })).toContainText('Open');

  // Staff answer, then close it without a second answer once the creator has it.
  const staff = await signedInPage(browser, 'staff@demo.test');
  await staff.getByRole('link', { name: 'Support inbox' }).click();
  const request = staff.getByRole('article', { name: subject });
  await request.getByLabel(`Answer to “${subject}”`).fill('We sent it again today: it arrives within two days.');
  await request.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByText(`Answer sent for “${subject}”.`)).toBeVisible();
  await staff.getByLabel('Status').selectOption('answered');
  await staff.getByRole('article', { name: subject }).getByRole('button', { name: 'Close without answering' }).click();
  await expect(staff.getByText(`“${subject}” is closed.`)).toBeVisible();
  await expect(staff.getByRole('article', { name: subject })).toBeHidden();
  await staff.context().close();

  // The notice leads to the creator's support page, where the answer is.
  await page.goto('/creator/dashboard');
  await page.getByRole('button', { name: /notifications/i }).click();
  await page.getByText(`Support answered: ${subject}`).click();
  await expect(page).toHaveURL(/\/creator\/settings\/support$/);
  const mine = page.getByRole('article', { name: subject });
  await expect(mine).toContainText('Closed');
  await expect(mine).toContainText('it arrives within two days');
});
