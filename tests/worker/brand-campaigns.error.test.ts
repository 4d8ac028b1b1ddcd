import { describe, expect, it } from 'vitest';
import type { ApiBody } from './api';
import { OWNER, as, tokenOf } from './accounts';
import { createActiveCampaign, invite, someCreators } from './brand-helpers';
import { callRaw, testDb } from './helpers';
import { campaignMatches } from '../../db/schema';
import { eq } from 'drizzle-orm';

const update = (id: string, json: ApiBody<'/brand/campaign/update/:id/', 'patch'>) =>
  as(OWNER).patch('/brand/campaign/update/:id/', { param: { id }, json });

describe('brand campaigns: bad input and conflicts', () => {
  it('answers 400 with a message per field for a bad campaign body', async () => {
    const res = await as(OWNER).raw('/api/brand/campaign/create/', {
      body: {
        title: 'x',
        budget_cents: -5,
        platforms: ['myspace'],
        start_date: '2027-02-01',
        end_date: '2027-01-01',
        rate_min_cents: 9000,
        rate_max_cents: 100,
        deliverable_templates: [{ type: 'reel', platform: 'instagram', quantity: 0, due_days: 3 }],
      },
    });
    expect(res).toAnswer(400, 'validation_error');
    expect(Object.keys(res.error.fields)).toEqual(
      expect.arrayContaining(['title', 'budget_cents', 'platforms.0', 'deliverable_templates.0.quantity']),
    );
    const ranges = await as(OWNER).post('/brand/campaign/create/', {
      json: {
        title: 'Range check',
        start_date: '2027-02-01',
        end_date: '2027-01-01',
        rate_min_cents: 9000,
        rate_max_cents: 100,
      },
    });
    expect(Object.keys(ranges.error.fields)).toEqual(expect.arrayContaining(['end_date', 'rate_max_cents']));
  });

  it('refuses to publish an incomplete campaign, naming what is missing', async () => {
    const res = await as(OWNER).post('/brand/campaign/create/', {
      json: { title: 'Not ready yet', status: 'active' },
    });
    expect(res).toAnswer(400, 'validation_error');
    expect(Object.keys(res.error.fields)).toEqual(
      expect.arrayContaining(['brief', 'platforms', 'deliverable_templates', 'budget_cents', 'start_date', 'end_date']),
    );
  });

  it('rejects non-JSON bodies, bad ids and bad query parameters without a 500', async () => {
    const token = await tokenOf(OWNER);
    expect(await callRaw('/api/brand/campaign/create/', { rawBody: '{not json', token })).toAnswer(
      400,
      'validation_error',
    );
    expect(await as(OWNER).get('/brand/campaigns/:id/', { param: { id: 'not-a-uuid' } })).toAnswer(
      400,
      'validation_error',
    );
    expect(await as(OWNER).raw('/api/brand/campaigns/?status=paused')).toAnswer(400, 'validation_error');
    expect(await as(OWNER).get('/brand/campaigns/', { query: { page_size: '1000' } })).toAnswer(
      400,
      'validation_error',
    );
    expect(await as(OWNER).get('/brand/campaigns/:id/', { param: { id: crypto.randomUUID() } })).toAnswer(
      404,
      'not_found',
    );
    expect(
      // eslint-disable-next-line typed-api/no-raw-valid-request -- its required search parameter is missing on purpose
      await as(OWNER).raw('/api/brand/campaign/matches/retrieve-approved-creators/'),
    ).toAnswer(400, 'validation_error');
  });

  it('answers 409 for status moves the campaign cannot make and for edits of finished campaigns', async () => {
    const draft = (await as(OWNER).post('/brand/campaign/create/', { json: { title: 'Draft to complete' } })).json;
    expect(await update(draft.id, { status: 'completed' })).toAnswer(409, 'conflict');
    const campaign = await createActiveCampaign();
    expect((await as(OWNER).get('/brand/campaigns/:id/', { param: { id: campaign.id } })).json).toMatchObject({
      edit_blocked_reason: null,
      delete_blocked_reason: null,
    });
    await update(campaign.id, { status: 'archived' });
    const refused = await update(campaign.id, { title: 'Renamed' });
    expect(refused).toAnswer(409, 'conflict');
    // The detail says why beforehand, in the same words, so the edit page is shown read-only instead of failing.
    expect(
      (await as(OWNER).get('/brand/campaigns/:id/', { param: { id: campaign.id } })).json.edit_blocked_reason,
    ).toBe(refused.error.detail);
    expect(await update(campaign.id, { status: 'active' })).toAnswer(409, 'conflict');
  });

  it('refuses to delete a campaign with a creator under contract (409) and keeps it', async () => {
    const campaign = await createActiveCampaign();
    const [creator] = await someCreators(1, 40);
    const matchId = await invite(campaign.id, creator!);
    // The creator's side (accept, sign) belongs to the creator workspace; here the match is put under contract directly.
    await testDb().update(campaignMatches).set({ status: 'contracted' }).where(eq(campaignMatches.id, matchId));
    const refused = await as(OWNER).delete('/brand/campaigns/delete/:id/', { param: { id: campaign.id } });
    expect(refused).toAnswer(409, 'conflict');
    const detail = await as(OWNER).get('/brand/campaigns/:id/', { param: { id: campaign.id } });
    expect(detail.status).toBe(200);
    expect(detail.json.delete_blocked_reason).toBe(refused.json.detail);
  });
});
