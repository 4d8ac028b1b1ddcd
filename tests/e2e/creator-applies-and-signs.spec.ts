import { expect, test } from './fixtures';
import { acmeOutdoorsCampaign, signIn } from './helpers';

test('the demo creator finds a campaign and applies; the brand offers terms; the creator accepts and signs', async ({
  page,
  brandApi,
}) => {
  const campaign = await acmeOutdoorsCampaign(brandApi, {
    title: 'Ridge Trail Filming',
    brief: 'Film a sunrise ridge run with our new trail vest and tell your audience what you honestly think.',
    templates: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 12, description: 'A 45 s reel.' }],
  });
  const { title } = campaign;

  // The creator finds it and applies with a pitch.
  await signIn(page, 'creator@demo.test');
  await page.goto('/creator/campaigns/search');
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: 'Show campaigns' }).click();
  await expect(page.getByText('1 campaign found')).toBeVisible();
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: `Apply to ${title}` })).toBeVisible();
  await page
    .getByLabel('Why you, and what you would make')
    .fill('I run the Flatirons ridge at sunrise every week; my audience asks me about vests all the time.');
  // An ask over the campaign's range ($500–$1,500) is noted, not refused; three decimals are refused.
  const rate = page.getByLabel(/Your rate for this campaign/);
  await rate.fill('3000');
  await expect(
    page.getByRole('status').filter({ hasText: 'This is over the campaign’s range of $500–$1,500.' }),
  ).toBeVisible();
  await rate.fill('1100.125');
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText('Use at most two decimals (cents), e.g. 12.35.')).toBeVisible();
  await rate.fill('1100');
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText(/Your pitch is with the brand/)).toBeVisible();

  // The brand accepts the pitch and offers its terms (through the API).
  const pitches = await (await brandApi.get(`/api/brand/campaigns/${campaign.id}/pitches/`)).json();
  const pitch = pitches.find((p: { creator: { name: string } }) => p.creator.name === 'Casey Rivera');
  expect(
    (await brandApi.post(`/api/brand/pitches/${pitch.id}/respond/`, { data: { response: 'accept' } })).status(),
  ).toBe(200);
  const offered = await brandApi.post('/api/brand/campaign/propose-rates-and-deliverables/', {
    data: {
      brand_campaign_match_id: pitch.match_id,
      rate_cents: 105_000,
      message: 'We would love a reel and two stories.',
      deliverables: [
        { type: 'reel', platform: 'instagram', quantity: 1, due_days: 12 },
        { type: 'story', platform: 'instagram', quantity: 2, due_days: 5 },
      ],
    },
  });
  expect(offered.status()).toBe(200);

  // The creator accepts the offer and signs the contract in the browser.
  await page.reload();
  await expect(page.getByText(/offers \$1,050 for/)).toBeVisible();
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await page.getByRole('link', { name: 'Review and sign the contract' }).click();
  await expect(page.getByRole('heading', { name: `Agreement: ${title}` })).toBeVisible();
  await expect(page.getByText(/\$1,050\.00 in total/)).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Casey Rivera');
  await page.getByLabel(/I have read the contract/).check();
  await page.getByRole('button', { name: 'Sign contract' }).click();
  await expect(page.getByText(/^Signed /)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my deliverables' }).click();
  await expect(page.getByRole('link', { name: 'Instagram Story' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram Reel' })).toBeVisible();

  // The brand sees it signed.
  const match = await (await brandApi.get(`/api/brand/campaign-match/${pitch.match_id}/`)).json();
  expect(match.status).toBe('contracted');
  expect(match.contract.signed_at).not.toBeNull();
});
