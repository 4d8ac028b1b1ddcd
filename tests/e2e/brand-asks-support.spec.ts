import { expect, test } from './fixtures';
import { expectMail, signedInPage, signIn } from './helpers';

test('a brand asks support with a screenshot, staff answer from the inbox, and the brand reads the answer', async ({
  page,
  browser,
}) => {
  const subject = `Invoice question ${Date.now().toString(36)}`;
  await signIn(page, 'other.brand@demo.test');
  await page.goto('/brand/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await page.getByLabel('Topic').selectOption('billing');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Our last invoice shows two seats but we only have one colleague.');
  await page.getByLabel('Screenshot (optional)').setInputFiles('db/seed/fixtures/sample-photo.jpg');
  await expect(page.getByText('Attached: sample-photo.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Send to support' }).click();
  const mine = page.getByRole('article', { name: subject });
  await expect(mine).toContainText('Open');

  const staff = await signedInPage(browser, 'staff@demo.test');
  await staff.goto('/staff/support');
  const request = staff.getByRole('article', { name: subject });
  await expect(request).toContainText('other.brand@demo.test');
  await expect(request.getByRole('link', { name: 'sample-photo.jpg' })).toBeVisible();
  await request
    .getByLabel(`Answer to “${subject}”`)
    .fill('You are right: we removed the extra seat and credited your next invoice.');
  await request.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByText(`Answer sent for “${subject}”.`)).toBeVisible();
  await staff.context().close();

  await page.reload();
  await expect(mine).toContainText('Answered');
  await expect(mine).toContainText('credited your next invoice');
  await expectMail(page, `Support answered: ${subject}`);
});
