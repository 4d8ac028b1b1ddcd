import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE, expectFitsPhone } from './phone';

test('staff see the scheduled jobs that ran under npm start, the outbox and the dead letters, on a phone too', async ({
  page,
}) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/staff\/operations$/);

  // npm start runs the scheduled handler once at start: every job's run is recorded.
  const jobs = page.getByRole('list', { name: 'Scheduled jobs' });
  await expect(async () => {
    await page.reload();
    await expect(jobs.getByRole('listitem', { name: 'clean-up' })).toContainText('OK', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(jobs.getByRole('listitem', { name: 'auto-approve-content' })).toContainText(
    /Last run .* ms · processed: \d+/,
  );
  await expect(page.getByRole('heading', { name: 'Events not applied yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dead letters' })).toBeVisible();
  await page.getByLabel('Show').selectOption('resent');
  await expect(page.getByText('No message has been re-sent yet.')).toBeVisible();

  await page.setViewportSize(PHONE.viewport);
  await page.reload();
  await expect(jobs.getByRole('listitem', { name: 'clean-up' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(
    page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Operations' }),
  ).toBeInViewport();
  await expectFitsPhone(page);
});
