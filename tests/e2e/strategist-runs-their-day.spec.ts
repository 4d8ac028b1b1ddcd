import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acmeOutdoorsCampaign, signedInPage, signIn } from './helpers';

/** A one-pixel PNG: enough for the upload pipeline's content check and for a cover. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const STRATEGIST = 'strategist@demo.test';
const CREATOR = 'creator@demo.test';

/** A `datetime-local` value `hours` from now on the browser's own clock. */
const localInput = (page: Page, hours: number) =>
  page.evaluate((h) => {
    const d = new Date(Date.now() + h * 3_600_000);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, hours);

/** A call from inside the signed-in page (cookie session, CSRF echo), for setup the UI deliberately does not offer. */
const apiFromPage = (page: Page, path: string, init: { method?: string; body?: unknown } = {}) =>
  page.evaluate(
    async ({ path, init }) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('csrftoken='))
          ?.split('=')[1] ?? '';
      const res = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: res.status, json: await res.json() };
    },
    { path, init },
  );

test('a strategist sees who needs attention, keeps notes, closes a check-in, runs an event and acts for a brand', async ({
  page,
  browser,
  brandApi,
}) => {
  // Its own Acme campaign: the seeded ones are moved by other specs, and a retry must not meet this attempt's check-in.
  const campaign = await acmeOutdoorsCampaign(brandApi, {
    title: 'Trail Journal Check-in',
    brief: 'A week of trail notes in our daypack, posted as a reel.',
  });
  await signIn(page, STRATEGIST);

  // Which brands need attention today.
  await page.goto('/internal/organizations');
  await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();
  const acme = page.getByRole('article', { name: 'Acme Outdoors' });
  await expect(acme).toBeVisible();
  await expect(acme.getByRole('list', { name: 'Needs attention' })).toBeVisible();
  await acme.getByRole('link', { name: 'Open' }).click();

  // The organization: campaigns with health, a private note.
  await expect(page.getByRole('heading', { name: 'Acme Outdoors', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active campaigns' })).toBeVisible();
  const note = `Prefers a call on Tuesdays ${Date.now()}`;
  await page.getByLabel('New note').fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' }).getByText(note)).toBeVisible();

  // A check-in arrives from the scheduled handler, and is closed with notes for the brand.
  const brandId = page.url().split('/').pop()!;
  const scheduled = await apiFromPage(page, `/internal/campaigns/${campaign.id}/check-in/`, {
    method: 'PUT',
    body: { interval_days: 7, next_due_at: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(scheduled.status).toBe(200);
  expect((await page.request.get('/__scheduled?cron=*/5+*+*+*+*')).ok()).toBe(true);
  // `/__scheduled` answers as soon as the run starts; its jobs finish after the answer (waitUntil). The page shows the
  // check-in once the run has opened it.
  await expect
    .poll(async () => {
      const tasks = await apiFromPage(page, `/internal/organizations/${brandId}/check-ins/`);
      return (tasks.json.results as { campaign: { id: string }; status: string }[]).some(
        (t) => t.campaign.id === campaign.id && t.status === 'open',
      );
    })
    .toBe(true);
  await page.reload();
  const due = page.getByRole('list', { name: 'Due check-ins' });
  const task = due.getByRole('listitem').filter({ hasText: campaign.title });
  await expect(task).toBeVisible();
  await task.getByLabel('Check-in notes for the brand').fill('Reviewed the pipeline; two offers go out this week.');
  await task.getByRole('button', { name: 'Mark check-in done' }).click();
  await expect(
    page.getByRole('list', { name: 'Done check-ins' }).getByText('two offers go out this week'),
  ).toBeVisible();

  // A brand campaign link opened before choosing a brand picks the campaign's brand and opens it.
  await page.goto(`/brand/campaigns/detail/${campaign.id}`);
  await expect(page).toHaveURL(new RegExp(`/brand/campaigns/detail/${campaign.id}$`));
  await expect(page.getByText(campaign.title).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a brand' })).toHaveCount(0);

  // The brand's creators: status per campaign, delivery, and an export.
  await page.goto(`/internal/organizations/${brandId}/creators`);
  const creators = page.getByRole('table', { name: 'Creators' });
  await expect(creators.getByRole('row').nth(1)).toBeVisible();
  await expect(creators.getByRole('columnheader', { name: 'Credibility' })).toBeVisible();
  await expect(creators.getByRole('columnheader', { name: 'Rating' })).toBeVisible();
  await expect(creators.getByText(/\d\.\d \/ 5/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/internal/organizations/${brandId}/creators.csv`,
  );

  // An event for an invited list, with a cover image: draft, publish.
  await page.goto('/internal/events');
  await page.getByRole('button', { name: 'New event' }).first().click();
  const title = `Creator breakfast ${Date.now().toString(36)}`;
  await page.getByLabel('Brand').selectOption({ label: 'Acme Outdoors' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Starts').fill(await localInput(page, 1));
  await page.getByLabel('Ends').fill(await localInput(page, 3));
  await page.getByLabel('Place').fill('Acme flagship store, Denver');
  await page.getByLabel('Capacity').fill('20');
  await page.getByLabel('Who can see it').selectOption('invited');
  await page.getByLabel('Find creators').fill('Casey');
  await page
    .getByRole('list', { name: 'Matching creators' })
    .getByRole('button', { name: 'Invite Casey Rivera' })
    .click();
  await expect(page.getByRole('list', { name: 'Invited creators' })).toContainText('Casey Rivera');
  await page
    .getByLabel('Cover image (optional)')
    .setInputFiles({ name: 'breakfast.png', mimeType: 'image/png', buffer: COVER_PNG });
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create draft' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Draft')).toBeVisible();
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByText('Published')).toBeVisible();
  await expect(card.getByText('Invited list: 1 creator')).toBeVisible();

  // A creator sees it and RSVPs in their own browser.
  const creator = await signedInPage(browser, CREATOR);
  await creator.goto('/creator/events');
  await creator.getByRole('link', { name: title }).click();
  await expect(creator.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
  await creator.getByRole('button', { name: 'I’m going' }).click();
  await expect(creator).toHaveURL(/\/creator\/events\/success/);
  await creator.context().close();

  // The strategist checks them in on the day.
  await page.reload();
  await card.getByRole('button', { name: 'RSVPs' }).click();
  const rsvps = card.getByRole('table', { name: `RSVPs for ${title}` });
  const row = rsvps.getByRole('row').filter({ hasText: CREATOR });
  await expect(row.getByText('Going')).toBeVisible();
  await row.getByRole('button', { name: /Check in/ }).click();
  await expect(row.getByRole('button', { name: /Check in/ })).toHaveCount(0);
  await expect(card.getByText('1 checked in')).toBeVisible();

  // The organizations list: the brand already chosen (by the campaign link above) says so and leads to its
  // campaigns; another managed brand is chosen with "Act for".
  await page.goto('/internal/organizations');
  await expect(acme.getByText('Acting for this brand')).toBeVisible();
  await expect(acme.getByRole('button', { name: 'Act for Acme Outdoors' })).toHaveCount(0);
  await acme.getByRole('link', { name: 'Open the campaigns of Acme Outdoors' }).click();
  await expect(page).toHaveURL(/\/internal\/campaigns$/);
  // A brand page without an internal twin leads to the brand's organization page, not a 404.
  await page.goto('/brand/wallet');
  await expect(page).toHaveURL(new RegExp(`/internal/organizations/${brandId}$`));
  await expect(page.getByRole('heading', { name: 'Acme Outdoors', level: 1 })).toBeVisible();
  await page.goto('/internal/organizations');
  const northwind = page.getByRole('article', { name: 'Northwind Foods' });
  await northwind.getByRole('button', { name: 'Act for Northwind Foods' }).click();
  await expect(page).toHaveURL(/\/internal\/campaigns$/);
  await page.goto('/internal/organizations');
  await expect(northwind.getByText('Acting for this brand')).toBeVisible();
  await expect(acme.getByRole('button', { name: 'Act for Acme Outdoors' })).toBeVisible();
});
