import { describe, expect, it } from 'vitest';
import { ZCampaign, ZCampaignDetail, ZCampaignList, ZProfileCampaigns } from '../../worker/schemas/campaign';
import { ZApprovedCreators } from '../../worker/schemas/brand-matches';
import { MEMBER, OWNER, STRATEGIST, as } from './accounts';
import { publishableCampaign, actingFor, createActiveCampaign } from './brand-helpers';

describe('brand campaigns', () => {
  it('saves a draft, edits it and publishes it; the dashboard counts it under the right tab', async () => {
    const before = ZCampaignList.parse((await as(OWNER).get('/brand/campaigns/', { query: { status: 'draft' } })).json);
    const draft = await as(OWNER).post('/brand/campaign/create/', {
      json: { title: 'Trail draft for tests' },
    });
    expect(draft.status).toBe(201);
    const created = ZCampaign.parse(draft.json);
    expect(created).toMatchObject({ status: 'draft', title: 'Trail draft for tests', published_at: null });

    const drafts = ZCampaignList.parse((await as(OWNER).get('/brand/campaigns/', { query: { status: 'draft' } })).json);
    expect(drafts.counts.draft).toBe(before.counts.draft + 1);
    expect(drafts.results.map((c) => c.id)).toContain(created.id);

    const edited = await as(OWNER).patch('/brand/campaign/update/:id/', {
      param: { id: created.id },
      json: { ...publishableCampaign('Trail draft, now ready'), title: 'Trail draft, now ready' },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const published = await as(OWNER).patch('/brand/campaign/update/:id/', {
      param: { id: created.id },
      json: { status: 'active' },
    });
    expect(ZCampaign.parse(published.json)).toMatchObject({ status: 'active', title: 'Trail draft, now ready' });
    expect(published.json.published_at).not.toBeNull();

    const search = ZCampaignList.parse(
      (await as(OWNER).get('/brand/campaigns/', { query: { status: 'active', q: 'now ready' } })).json,
    );
    expect(search.results.map((c) => c.id)).toEqual([created.id]);
  });

  it('pages the dashboard with next and previous links', async () => {
    const first = ZCampaignList.parse((await as(OWNER).get('/brand/campaigns/', { query: { page_size: '2' } })).json);
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('page=2');
    expect(first.previous).toBeNull();
    const second = ZCampaignList.parse((await as(OWNER).raw(first.next!)).json);
    expect(second.previous).toContain('page=1');
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
  });

  it('shows a seeded campaign at a glance: creators by status and money against the budget', async () => {
    const list = ZCampaignList.parse(
      (await as(OWNER).get('/brand/campaigns/', { query: { status: 'active', q: 'Hydration' } })).json,
    );
    const detail = ZCampaignDetail.parse(
      (await as(OWNER).get('/brand/campaigns/:id/', { param: { id: list.results[0]!.id } })).json,
    );
    expect(detail.title).toBe('Hydration Pack Field Test');
    expect(detail.creators_by_status.contracted).toBeGreaterThanOrEqual(1);
    expect(detail.committed_cents).toBeGreaterThan(0);
    expect(detail.timeline.map((t) => t.label)).toEqual(['Created', 'Published', 'Starts', 'Ends']);

    const working = ZApprovedCreators.parse(
      (
        await as(OWNER).get('/brand/campaign/matches/retrieve-approved-creators/', {
          query: { brand_campaign_id: detail.id },
        })
      ).json,
    );
    expect(working.length).toBeGreaterThanOrEqual(2);
    expect(working.every((m) => ['accepted', 'contracted', 'completed'].includes(m.status))).toBe(true);
    expect(working.some((m) => m.deliverables.length > 0 && m.deliverables[0]!.due_date)).toBe(true);
  });

  it('completes, archives and deletes campaigns; profile campaigns leave drafts out', async () => {
    const campaign = await createActiveCampaign();
    expect(
      (
        await as(OWNER).patch('/brand/campaign/update/:id/', {
          param: { id: campaign.id },
          json: { status: 'completed' },
        })
      ).json.status,
    ).toBe('completed');
    expect(
      (
        await as(OWNER).patch('/brand/campaign/update/:id/', {
          param: { id: campaign.id },
          json: { status: 'archived' },
        })
      ).json.status,
    ).toBe('archived');
    const me = await as(OWNER).get('/auth/me/');
    const profile = ZProfileCampaigns.parse(
      (await as(OWNER).get('/brand/profile-campaigns/', { query: { brand_id: me.json.brand!.id } })).json,
    );
    expect(profile.some((c) => c.status === 'draft')).toBe(false);
    expect(profile.map((c) => c.id)).toContain(campaign.id);
    expect(await as(OWNER).delete('/brand/campaigns/delete/:id/', { param: { id: campaign.id } })).toAnswer(200);
    expect(await as(OWNER).get('/brand/campaigns/:id/', { param: { id: campaign.id } })).toAnswer(404);
  });

  it('lets a team member and the strategist acting for the brand work on its campaigns', async () => {
    expect(await as(MEMBER).get('/brand/campaigns/')).toAnswer(200);
    const headers = await actingFor('Acme Outdoors');
    const created = await createActiveCampaign(STRATEGIST, headers);
    const list = ZCampaignList.parse(
      (await as(OWNER).get('/brand/campaigns/', { query: { status: 'active', page_size: '100' } })).json,
    );
    expect(list.results.map((c) => c.id)).toContain(created.id);
  });
});
