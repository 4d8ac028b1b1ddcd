import { expect, test } from './fixtures';
import { acmeOutdoorsCampaign, signedInPage } from './helpers';
import { signInOnPhone } from './phone';

test('a counter-offer round: the creator on a phone counters, the brand accepts the counter, both see every round', async ({
  browser,
  brandApi,
  creatorApi,
}) => {
  const campaign = await acmeOutdoorsCampaign(brandApi, {
    title: 'Canyon Counter',
    brief: 'Show our canyon pack on a real desert trip.',
  });
  const casey = await (await brandApi.get('/api/brand/creator-database/?q=Casey%20Rivera')).json();
  const invited = await brandApi.post('/api/brand/create-campaign-match/', {
    data: { campaign_id: campaign.id, creator_id: casey.results[0].id },
  });
  expect(invited.status()).toBe(201);
  const matchId = (await invited.json()).id as string;
  expect(
    (await creatorApi.post(`/api/influencer/campaign-matches/${matchId}/accept-invitation/`, { data: {} })).status(),
  ).toBe(200);
  expect(
    (
      await brandApi.post('/api/brand/campaign/propose-rates-and-deliverables/', {
        data: {
          brand_campaign_match_id: matchId,
          rate_cents: 80_000,
          deliverables: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 12 }],
        },
      })
    ).status(),
  ).toBe(200);

  // The creator, on a phone, answers the offer with a counter-offer.
  const creator = await signInOnPhone(browser, 'creator@demo.test');
  await creator.goto(`/creator/campaigns/${campaign.id}`);
  await creator.getByRole('button', { name: 'Counter-offer' }).click();
  await creator.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(creator.getByText('Enter your rate.')).toBeVisible();
  await creator.getByLabel(/Your rate for all deliverables/).fill('1,150');
  await creator.getByLabel('Why this rate').fill('Desert shoots take two days of travel.');
  await creator.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(creator.getByText(/You asked \$1,150/)).toBeVisible();
  await expect(creator.getByText('Counter-offer sent').first()).toBeVisible();

  // The brand, on a desktop, opens the offer page, sees both rounds and accepts the counter.
  const brand = await signedInPage(browser, 'brand.owner@demo.test', { viewport: { width: 1280, height: 900 } });
  await brand.goto(`/brand/campaigns/${matchId}/propose-rates-deliverables`);
  const history = brand.getByRole('list', { name: 'Negotiation history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('You offered $800');
  await expect(history).toContainText('Casey Rivera countered with $1,150');
  await expect(brand.getByText('“Desert shoots take two days of travel.”').first()).toBeVisible();
  await brand.getByRole('button', { name: 'Accept $1,150' }).click();
  await expect(brand.getByText('Awaiting signature').first()).toBeVisible();
  await expect(brand.getByText(/The creator accepted these terms/)).toBeVisible();

  // The creator signs for the countered fee.
  await creator.reload();
  await expect(creator.getByText(/You accepted \$1,150/)).toBeVisible();
  await creator.getByRole('link', { name: 'Review and sign the contract' }).click();
  await expect(creator.getByText(/\$1,150\.00 in total/)).toBeVisible();
  await creator.screenshot({ path: 'test-results/screens/contract-390.png', fullPage: true });
});
