import { expect, test } from './fixtures';
import { signIn } from './helpers';

type Deliverable = { status: string; latest_submission: { comments: { body: string }[] } | null };

/**
 * `npm start` runs the Worker's scheduled handler on its cron schedule (and once at start), as production's cron
 * does: the seeded submission that has waited past its review window is approved automatically, and the brand is told.
 */
test('the scheduled handler runs under npm start: overdue content is approved automatically and the brand is notified', async ({
  page,
}) => {
  await signIn(page, 'other.brand@demo.test');
  const campaigns = (await (await page.request.get('/api/brand/campaigns/?status=active&page_size=100')).json())
    .results as { id: string; title: string }[];
  const campaign = campaigns.find((c) => c.title === 'Farm-to-Table Snack Box')!;

  await expect(async () => {
    const list = (
      await (
        await page.request.get(`/api/influencer/campaign-deliverable/by-campaign/?campaign_id=${campaign.id}`)
      ).json()
    ).results as Deliverable[];
    const approved = list.find((d) => d.status === 'approved');
    expect(approved?.latest_submission?.comments.map((c) => c.body)).toContain(
      'Approved automatically after 3 days without review',
    );
  }).toPass({ timeout: 30_000 });

  await expect(async () => {
    await page.goto('/brand/campaigns');
    await page
      .getByRole('button', { name: /Notifications, \d+ unread/ })
      .first()
      .click({ timeout: 2_000 });
    await expect(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText('Content for “Farm-to-Table Snack Box” was approved automatically')
        .first(),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
