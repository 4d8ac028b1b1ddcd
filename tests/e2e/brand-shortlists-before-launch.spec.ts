import { expect, test } from './fixtures';
import { acmeOutdoorsCampaign, signIn } from './helpers';

test('a brand adds a creator to a draft campaign (a shortlist) and they are invited when it is published', async ({
  page,
  brandApi,
}) => {
  const draft = await acmeOutdoorsCampaign(brandApi, {
    title: 'Pre-launch Shortlist',
    brief: 'Our spring trail shoe, on your favourite loop.',
    status: 'draft',
  });
  const { title } = draft;

  await signIn(page, 'brand.owner@demo.test');
  await page.goto('/brand/creators?q=outdoors');
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: /Add to campaign/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Campaign').selectOption({ label: `${title} (draft: invited on publishing)` });
  await dialog.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(page.getByText(`${name} is shortlisted; they are invited when you publish the campaign.`)).toBeVisible();

  await page.goto(`/brand/campaigns/detail/${draft.id}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Publish campaign' }).click();
  await expect(page).toHaveURL(/\/brand\/campaigns\/detail\//);
  await page.goto(`/brand/campaigns/${draft.id}`);
  await expect(page.getByRole('region', { name: 'Invited', exact: true }).getByRole('link', { name })).toBeVisible();
});
