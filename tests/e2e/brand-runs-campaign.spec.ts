import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const fillCampaignSteps = async (page: Page, title: string) => {
  await page.getByLabel('Campaign title').fill(title);
  await page
    .getByLabel('Brief')
    .fill('Take our new trail vest on your longest run this month and tell people what you honestly think.');
  await page.getByRole('checkbox', { name: 'Awareness' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByRole('button', { name: 'Add deliverable' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Total budget').fill('6000');
  await page.getByLabel('Lowest rate per creator').fill('300');
  await page.getByLabel('Highest rate per creator').fill('150');
  await page.getByLabel('Start date').fill('2027-02-01');
  await page.getByLabel('End date').fill('2027-03-31');
  await page.getByRole('button', { name: 'Next' }).click();
  // The error under the highest rate leaves the lowest rate's input on the same line.
  await expect(page.getByText('The highest rate must be at least the lowest rate.')).toBeVisible();
  const [lowest, highest] = await Promise.all(
    ['Lowest rate per creator', 'Highest rate per creator'].map(
      async (label) => (await page.getByLabel(label).boundingBox())!.y,
    ),
  );
  expect(Math.abs(lowest! - highest!)).toBeLessThan(2);
  await page.getByLabel('Highest rate per creator').fill('1500');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Outdoors' }).check();
};

test('a brand drafts and publishes a campaign, finds and saves creators, invites two and sends one an offer', async ({
  page,
}) => {
  const title = `Trail Vest Launch ${Date.now().toString(36)}`;
  await signIn(page, 'brand.owner@demo.test');
  await page.goto('/brand/campaigns');
  await page.getByRole('link', { name: 'New campaign' }).first().click();

  await fillCampaignSteps(page, title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/brand\/campaigns\/edit\/campaign\//);
  await expect(page.getByText('Draft saved.')).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Publish campaign' }).click();
  await expect(page).toHaveURL(/\/brand\/campaigns\/detail\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const detailUrl = page.url();

  // Two filters and a search in the creator database.
  await page.goto('/brand/creators');
  await page.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByRole('group', { name: 'Niches' }).getByRole('checkbox', { name: 'Outdoors' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByLabel('Search creators').fill('outdoors');
  await expect(page).toHaveURL(/q=outdoors/);
  await expect(page).toHaveURL(/niche=Outdoors/);
  // The earlier filters' cards stay on screen while this search runs: act on its own cards.
  const region = page.getByRole('region', { name: 'Results' });
  await expect(region).toHaveAttribute('aria-busy', 'false');
  const results = region.getByRole('article');
  await expect(results.nth(1)).toBeVisible();

  const first = results.nth(0);
  const firstName = (await first.getByRole('heading').textContent())!;
  await first.getByRole('button', { name: /^Save/ }).click();
  await expect(first.getByRole('button', { name: /^Saved/ })).toBeVisible();

  const invited: string[] = [];
  for (const card of [results.nth(0), results.nth(1)]) {
    invited.push((await card.getByRole('heading').textContent())!);
    await card.getByRole('button', { name: /Add to campaign/ }).click();
    const dialog = page.getByRole('dialog');
    // The × keeps its full size beside a long title (it was squeezed to a dot); polled past the dialog's pop-in.
    const close = dialog.getByRole('button', { name: 'Close dialog' });
    await expect.poll(async () => (await close.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(32);
    await dialog.getByLabel('Campaign').selectOption({ label: title });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(/is invited\./).last()).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('heading', { name: firstName })).toBeVisible();

  // Candidates: both invited; propose rates and deliverables to the first.
  await page.goto(detailUrl.replace('/detail/', '/'));
  const invitedCard = page.getByRole('region', { name: 'Invited', exact: true });
  await expect(
    page.getByRole('navigation', { name: 'Pipeline stages' }).getByRole('link', { name: 'Invited 2' }),
  ).toBeVisible();
  for (const name of invited) await expect(invitedCard.getByRole('link', { name })).toBeVisible();
  await invitedCard
    .getByRole('listitem')
    .filter({ hasText: invited[0]! })
    .getByRole('link', { name: 'Propose rates' })
    .click();
  await expect(page).toHaveURL(/propose-rates-deliverables/);
  // Three decimals are refused, not rounded; an offer under the campaign's range is noted beside the fee.
  const fee = page.getByLabel(/Total fee/);
  await fee.fill('12.345');
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Use at most two decimals (cents), e.g. 12.35.')).toBeVisible();
  await expect(fee).toHaveAttribute('aria-invalid', 'true');
  await fee.fill('12.35');
  const underRange = page.getByRole('status').filter({ hasText: 'This is under the campaign’s range of $300–$1,500.' });
  await expect(underRange).toBeVisible();
  await expect(fee).toHaveAttribute('aria-describedby', new RegExp(`${await underRange.getAttribute('id')}`));
  await fee.fill('950');
  await expect(underRange).toHaveCount(0);
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText(`Offer sent to ${invited[0]}.`)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Offered' })
      .getByRole('listitem')
      .filter({ hasText: invited[0]! })
      .getByText('Offer sent'),
  ).toBeVisible();
  // The offer reads as what the creator makes ("for 1 × Instagram Reel"), not "for 1 deliverable types".
  await expect(
    page.getByRole('region', { name: 'Offered' }).getByText(/^Your offer: \$950 for \d+ × [A-Z]/),
  ).toBeVisible();

  // The dashboard and the overview show it all.
  await page.goto('/brand/campaigns');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('2 creators')).toBeVisible();
  await page.goto(detailUrl);
  const byStatus = page.getByRole('table', { name: 'Creators by status' });
  await expect(byStatus.getByRole('row', { name: /Invited 1/ })).toBeAttached();
  await expect(byStatus.getByRole('row', { name: /Offer sent 1/ })).toBeAttached();
  await expect(
    page.getByRole('table', { name: 'Spend against budget' }).getByRole('row', { name: /Open offers \$950/ }),
  ).toBeAttached();
});
