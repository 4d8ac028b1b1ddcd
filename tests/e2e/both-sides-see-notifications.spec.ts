import { expect, test } from './fixtures';
import { signedInPage } from './helpers';

const unreadBell = (page: import('@playwright/test').Page) =>
  page
    .getByRole('link', { name: /Notifications, \d+ unread/ })
    .or(page.getByRole('button', { name: /Notifications, \d+ unread/ }))
    .first();

test('a message from either side reaches the other as a notification through the queue, and can be marked read', async ({
  browser,
}) => {
  const creator = await signedInPage(browser, 'creator@demo.test');
  const brand = await signedInPage(browser, 'brand.member@demo.test');
  const threads = await (await creator.request.get('/api/influencer/messaging/threads/')).json();
  const thread = threads.results[0];

  const csrf = async (page: typeof creator) =>
    (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  // A body of its own, so the test waits for this very notification (not an older one) before marking all read.
  const question = `Quick question about your draft (${Date.now().toString(36)})`;
  await brand.request.post(`/api/campaign-matches/${thread.match_id}/messages/`, {
    data: { body: question },
    headers: { 'X-CSRFToken': await csrf(brand) },
  });
  await creator.request.post(`/api/campaign-matches/${thread.match_id}/messages/`, {
    data: { body: 'Happy to help!' },
    headers: { 'X-CSRFToken': await csrf(creator) },
  });

  // The queue consumer writes the notifications; the bell picks them up on its next refresh.
  await expect(async () => {
    await creator.goto('/creator/notifications');
    await expect(creator.getByText(question).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(unreadBell(creator)).toBeVisible();
  await expect(creator.getByText('New message from Acme Outdoors').first()).toBeVisible();
  await creator.getByRole('button', { name: 'Mark all as read' }).first().click();
  await expect(creator.getByRole('button', { name: 'Mark all as read' }).first()).toBeDisabled();
  await expect(creator.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await expect(async () => {
    await brand.goto('/brand/campaigns');
    await expect(unreadBell(brand)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await unreadBell(brand).click();
  await expect(
    brand
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(/New message from Casey Rivera/)
      .first(),
  ).toBeVisible();
});
