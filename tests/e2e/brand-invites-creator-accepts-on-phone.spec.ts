import { expect, test } from './fixtures';
import { acmeOutdoorsCampaign, signedInPage } from './helpers';
import { signInOnPhone } from './phone';

const CLIP = new URL('../../db/seed/fixtures/sample-clip.mp4', import.meta.url).pathname;

test('invitation → the creator opens the notification on a phone and accepts → the brand proposes rates from its own candidates page → the creator, on the phone, accepts, signs and submits → the brand approves', async ({
  browser,
  brandApi,
}) => {
  test.setTimeout(120_000);
  const campaign = await acmeOutdoorsCampaign(brandApi, {
    title: 'Alpine Invite',
    brief: 'Show our alpine jacket on a summit day.',
    visibility: 'invite_only',
  });
  const { title } = campaign;

  // The brand invites Casey from its desktop browser (the creator database's "Add to campaign" is covered elsewhere).
  const brand = await signedInPage(browser, 'brand.owner@demo.test', { viewport: { width: 1280, height: 900 } });
  const casey = await (await brandApi.get('/api/brand/creator-database/?q=Casey%20Rivera')).json();
  expect(
    (
      await brandApi.post('/api/brand/create-campaign-match/', {
        data: { campaign_id: campaign.id, creator_id: casey.results[0].id },
      })
    ).status(),
  ).toBe(201);

  // The creator, on a phone, opens the invitation notification: it lands where the invitation is answered.
  const creator = await signInOnPhone(browser, 'creator@demo.test');
  const notification = creator.getByRole('link', { name: new RegExp(`invited you to “${title}”`) });
  await expect(async () => {
    await creator.goto('/creator/notifications');
    await expect(notification).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await notification.click();
  await expect(creator).toHaveURL(new RegExp(`/creator/campaigns/${campaign.id}$`));
  await expect(creator.getByRole('button', { name: 'Decline invitation' })).toBeVisible();
  await creator.getByLabel('A note for the brand (optional)').fill('Summit days are my favourite content.');
  await creator.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(creator.getByText('Waiting for an offer').first()).toBeVisible();
  await creator.screenshot({ path: 'test-results/screens/campaign-brief-390.png', fullPage: true });

  // The brand finds Casey waiting for an offer on the candidates page, with the note, and proposes rates.
  await brand.goto(`/brand/campaigns/${campaign.id}`);
  const waiting = brand.getByRole('region', { name: 'Waiting for your offer' });
  const row = waiting.getByRole('listitem').filter({ hasText: 'Casey Rivera' });
  await expect(row.getByText('“Summit days are my favourite content.”')).toBeVisible();
  await expect(
    brand.getByRole('navigation', { name: 'Pipeline stages' }).getByRole('link', { name: 'Waiting for your offer 1' }),
  ).toBeVisible();
  await brand.screenshot({ path: 'test-results/screens/candidates-1280.png', fullPage: true });
  await row.getByRole('link', { name: 'Propose rates' }).click();
  await brand.getByLabel(/Total fee/).fill('900');
  await brand.getByRole('button', { name: 'Send offer' }).click();
  await expect(brand.getByText('Offer sent to Casey Rivera.')).toBeVisible();
  await expect(
    brand.getByRole('region', { name: 'Offered' }).getByRole('listitem').filter({ hasText: 'Casey Rivera' }),
  ).toBeVisible();

  // The offer notification opens the page where the creator accepts it; opening marks it read.
  // This campaign's offer: other specs' offers to the same creator may be withdrawn by now.
  const offer = creator.getByRole('link', { name: new RegExp(`New offer from Acme Outdoors.*“${title}”`) });
  await expect(async () => {
    await creator.goto('/creator/notifications');
    await expect(offer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await offer.click();
  await expect(creator.getByRole('button', { name: 'Accept offer' })).toBeVisible();
  await creator.screenshot({ path: 'test-results/screens/offer-390.png', fullPage: true });

  // Still on the phone and without typing a URL: accept, sign and submit the reel; the brand approves it.
  await creator.getByRole('button', { name: 'Accept offer' }).click();
  await creator.getByRole('link', { name: 'Review and sign the contract' }).click();
  await creator.getByRole('button', { name: 'Go to signature' }).click();
  await expect(creator.getByLabel('Type your full name to sign')).toBeFocused();
  await creator.keyboard.type('Casey Rivera');
  await creator.getByLabel(/I have read the contract/).check();
  await creator.getByRole('button', { name: 'Sign contract' }).click();
  await creator.getByRole('link', { name: 'Go to my deliverables' }).click();
  await creator.getByRole('link', { name: 'Instagram Reel' }).click();
  await creator.getByRole('link', { name: 'Upload media' }).click();
  await creator.getByLabel('Choose a photo or video').setInputFiles(CLIP);
  await expect(creator.getByText(/sample-clip\.mp4 uploaded/)).toBeVisible({ timeout: 30_000 });
  await creator.getByLabel('Caption').fill('Summit day in the alpine jacket. #ad');
  await creator.getByRole('button', { name: 'Submit for review' }).click();
  await expect(creator.getByRole('list', { name: 'Your submissions' }).getByText('In review')).toBeVisible();

  await brand.goto(`/brand/campaigns/content/${campaign.id}`);
  await brand.getByRole('button', { name: /Instagram Reel In review/ }).click();
  await brand.getByRole('article').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(brand.getByText('Content approved. The creator has been notified.')).toBeVisible();
  await creator.reload();
  await expect(creator.getByText(/^Approved! Publish it on the platform/)).toBeVisible();
  await creator.goto('/creator/notifications');
  await creator.getByRole('button', { name: 'Show unread only' }).click();
  await expect(creator.getByRole('link', { name: new RegExp(`invited you to “${title}”`) })).toHaveCount(0);
  await expect(offer).toHaveCount(0);
});
