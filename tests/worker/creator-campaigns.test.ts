import { describe, expect, it } from 'vitest';
import {
  ZCreatorBrandProfile,
  ZCreatorCampaignList,
  ZCreatorCampaignOverview,
} from '../../worker/schemas/creator-campaigns';
import { ZMyMatchDetail } from '../../worker/schemas/creator-matches';
import { CREATOR, OWNER, as } from './accounts';
import { PITCH, newCreator, openCampaign, readyCreator } from './creator-helpers';
import type { ApiRequestParts, Client } from './api';

type SearchQuery = ApiRequestParts<'/influencer/campaigns/search/', 'get'>['query'];
const search = async (as: Client, query: SearchQuery = {}) => {
  const res = await as.get('/influencer/campaigns/search/', { query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ZCreatorCampaignList.parse(res.json);
};

describe('campaign discovery', () => {
  it('shows the demo creator open campaigns that fit and hides ones targeting others', async () => {
    // Searched by title: other test files keep adding open campaigns to the shared database.
    const titlesFor = async (q: string) => {
      const found = await search(as(CREATOR), { q, page_size: 100 });
      expect(found.count).toBe(found.results.length);
      return found.results.map((c) => c.title);
    };
    expect(await titlesFor('Trail Snacks for Long Runs')).toContain('Trail Snacks for Long Runs');
    expect(await titlesFor('Glow Skincare Smoothies')).not.toContain('Glow Skincare Smoothies');
    expect(await titlesFor('Spring Trail Running Collection')).not.toContain('Spring Trail Running Collection');
  });

  it('respects niche, location, platform and follower targeting', async () => {
    const creator = await readyCreator();
    const fits = await openCampaign();
    const otherNiche = await openCampaign({ target_niches: ['Beauty'] });
    const elsewhere = await openCampaign({ target_location_ids: ['gb-london'] });
    const youtubeOnly = await openCampaign({
      platforms: ['youtube'],
      deliverable_templates: [{ type: 'video', platform: 'youtube', quantity: 1, due_days: 14 }],
    });
    const mega = await openCampaign({ follower_min: 50_000_000 });
    const invite = await openCampaign({ visibility: 'invite_only' });
    const draft = await openCampaign({ status: 'draft' });
    const ids = (await search(creator.as, { page_size: 100 })).results.map((c) => c.id);
    expect(ids).toContain(fits.id);
    for (const hidden of [otherNiche, elsewhere, youtubeOnly, mega, invite, draft])
      expect(ids).not.toContain(hidden.id);

    const overview = ZCreatorCampaignOverview.parse(
      (await creator.as.get('/influencer/campaigns/:id/', { param: { id: elsewhere.id } })).json,
    );
    expect(overview.can_apply).toBe(false);
    expect(overview.apply_blockers.join(' ')).toMatch(/London/);
    expect(await creator.as.get('/influencer/campaigns/:id/', { param: { id: invite.id } })).toAnswer(404);
    expect(await creator.as.get('/influencer/campaigns/:id/', { param: { id: draft.id } })).toAnswer(404);
  });

  it('filters by platform, niche, pay range, dates and text, and pages with an exact count', async () => {
    const creator = await readyCreator('Photography');
    const cheap = await openCampaign({
      target_niches: ['Photography'],
      rate_min_cents: 5_000,
      rate_max_cents: 10_000,
      title: `Lens cleaning kit ${crypto.randomUUID().slice(0, 4)}`,
    });
    const rich = await openCampaign({
      target_niches: ['Photography'],
      rate_min_cents: 300_000,
      rate_max_cents: 500_000,
      start_date: '2027-06-01',
      end_date: '2027-07-01',
    });
    const has = async (query: SearchQuery, id: string) =>
      (await search(creator.as, { ...query, page_size: 100 })).results.some((c) => c.id === id);
    expect(await has({ min_pay_cents: 200000 }, rich.id)).toBe(true);
    expect(await has({ min_pay_cents: 200000 }, cheap.id)).toBe(false);
    expect(await has({ max_pay_cents: 20000 }, cheap.id)).toBe(true);
    expect(await has({ starts_after: '2027-05-01' }, rich.id)).toBe(true);
    expect(await has({ starts_after: '2027-05-01' }, cheap.id)).toBe(false);
    expect(await has({ ends_before: '2027-04-01' }, cheap.id)).toBe(true);
    expect(await has({ niche: 'Photography' }, cheap.id)).toBe(true);
    expect(await has({ niche: 'Food' }, cheap.id)).toBe(false);
    expect(await has({ platform: 'youtube' }, cheap.id)).toBe(false);
    expect(await has({ q: 'lens cleaning' }, cheap.id)).toBe(true);

    const page = await search(creator.as, { page_size: 1, sort: 'pay' });
    expect(page.results).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.next).toContain('page=2');
  });

  it('rejects bad search input', async () => {
    const creator = await newCreator();
    for (const query of [
      '?platform=myspace',
      '?niche=Knitting',
      '?min_pay_cents=-1',
      '?min_pay_cents=500&max_pay_cents=100',
      '?starts_after=soon',
      '?page_size=500',
      '?sort=random',
    ]) {
      expect((await creator.as.raw(`/api/influencer/campaigns/search/${query}`)).status, query).toBe(400);
    }
    expect(await as(OWNER).get('/influencer/campaigns/search/')).toAnswer(403);
  });
});

describe('applying with a pitch', () => {
  it('applies once: a match from `applied`, the pitch, and the brand sees it', async () => {
    const creator = await readyCreator();
    const campaign = await openCampaign();
    const applied = await creator.as.post('/influencer/campaigns/:id/apply/', {
      param: { id: campaign.id },
      json: { message: PITCH, proposed_rate_cents: 90_000 },
    });
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    const match = ZMyMatchDetail.parse(applied.json);
    expect(match).toMatchObject({
      status: 'applied',
      source: 'applied',
      next_action: 'wait',
      pitch: { message: PITCH, proposed_rate_cents: 90_000, status: 'pending' },
      actions: [],
    });
    expect(match.timeline).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'applied', by: 'creator' }),
    ]);

    const overview = ZCreatorCampaignOverview.parse(
      (await creator.as.get('/influencer/campaigns/:id/', { param: { id: campaign.id } })).json,
    );
    expect(overview).toMatchObject({ my_match: { id: match.id, status: 'applied' }, can_apply: false });
    expect(
      (await creator.as.get('/influencer/campaigns/search/', { query: { page_size: '100' } })).json.results.map(
        (c: { id: string }) => c.id,
      ),
    ).not.toContain(campaign.id);

    const pitches = await as(OWNER).get('/brand/campaigns/:id/pitches/', {
      param: { id: campaign.id },
    });
    expect(pitches.json.map((p: { match_id: string }) => p.match_id)).toContain(match.id);
    expect(
      await creator.as.post('/influencer/campaigns/:id/apply/', {
        param: { id: campaign.id },
        json: { message: PITCH },
      }),
    ).toAnswer(409);
  });

  it('refuses pending creators, creators outside the targeting, and bad pitches', async () => {
    const campaign = await openCampaign();
    const pending = await newCreator({ approved: false });
    expect(
      (
        await pending.as.post('/influencer/campaigns/:id/apply/', {
          param: { id: campaign.id },
          json: { message: PITCH },
        })
      ).error.code,
    ).toBe('creator_not_approved');

    const beauty = await readyCreator('Beauty');
    const refused = await beauty.as.post('/influencer/campaigns/:id/apply/', {
      param: { id: campaign.id },
      json: { message: PITCH },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'not_eligible' });
    expect(refused.error.detail).toMatch(/Outdoors/);

    const creator = await readyCreator();
    for (const body of [
      { message: 'too short' },
      { message: PITCH, proposed_rate_cents: 12.5 },
      { message: PITCH, proposed_rate_cents: 10 },
      {},
    ]) {
      expect(
        (await creator.as.raw(`/api/influencer/campaigns/${campaign.id}/apply/`, { body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      await creator.as.post('/influencer/campaigns/:id/apply/', {
        param: { id: crypto.randomUUID() },
        json: { message: PITCH },
      }),
    ).toAnswer(404);
  });
});

describe('brand profile for creators', () => {
  it('shows a brand with open campaigns and the creator’s history with it', async () => {
    const acmeId = (await as(OWNER).get('/auth/me/')).json.brand!.id;
    const profile = ZCreatorBrandProfile.parse(
      (await as(CREATOR).get('/influencer/brands/:id/', { param: { id: acmeId } })).json,
    );
    expect(profile).toMatchObject({ name: 'Acme Outdoors', industry: 'Outdoor gear' });
    expect(profile.collaborations).toBeGreaterThanOrEqual(3);
    expect(profile.upcoming_events).toBeGreaterThanOrEqual(2);
    expect(profile.open_campaigns.length).toBeGreaterThan(0);
    expect(await as(CREATOR).get('/influencer/brands/:id/', { param: { id: crypto.randomUUID() } })).toAnswer(404);
  });
});
