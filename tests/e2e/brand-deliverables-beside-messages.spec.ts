import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

type Item = { match_id: string; status: string; creator: { name: string } };

/** A campaign of the signed-in brand with a deliverable waiting for review, found through the API. */
const findWaitingReview = async (request: APIRequestContext) => {
  const campaigns = (await (await request.get('/api/brand/campaigns/?status=active&page_size=100')).json()).results as {
    id: string;
  }[];
  for (const campaign of campaigns) {
    const list = (
      await (await request.get(`/api/influencer/campaign-deliverable/by-campaign/?campaign_id=${campaign.id}`)).json()
    ).results as Item[];
    const waiting = list.find((d) => d.status === 'submitted');
    if (waiting) return { campaignId: campaign.id, creatorName: waiting.creator.name };
  }
  throw new Error('the seed has no submission waiting for review');
};

test('the brand sees each creator’s deliverables beside the conversation, with review actions where content waits', async ({
  page,
}) => {
  await signIn(page, 'brand.owner@demo.test');
  const { campaignId, creatorName } = await findWaitingReview(page.request);
  await page.goto(`/brand/campaigns/messaging/${campaignId}`);

  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(creatorName) })
    .first()
    .click();
  const panel = page.getByRole('region', { name: 'Deliverables' });
  await expect(panel.getByText(/In review · version \d+/).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open content review' })).toHaveAttribute(
    'href',
    `/brand/campaigns/content/${campaignId}`,
  );
  await expect(panel.getByRole('button', { name: 'Approve' }).first()).toBeVisible();

  await panel.getByRole('button', { name: 'Request changes' }).first().click();
  await expect(panel.getByLabel('What should change?')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByLabel('What should change?')).toHaveCount(0);
});
