import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignMatches } from '../../db/schema';
import { ZPipeline } from '../../worker/schemas/pipeline';
import { ZCreatorSearchResult, ZSavedProfiles, ZSuggestedCreators } from '../../worker/schemas/creator-search';
import { NORTHWIND, OWNER, STAFF, as } from './accounts';
import { createActiveCampaign, invite, publishableCampaign } from './brand-helpers';
import { newCreator, staffReject } from './creator-helpers';
import { testDb } from './helpers';

/** A word no seeded bio holds, so a search for it finds exactly the creators made here. */
const WORD = `lichenridge${crypto.randomUUID().slice(0, 6)}`;

const creatorWithBio = async ({ approved }: { approved: boolean }) => {
  const creator = await newCreator({ approved });
  const profile = await creator.as.patch('/influencer/profile/', {
    json: {
      bio: `Alpine ${WORD} walks and honest gear reviews.`,
      niches: ['Outdoors'],
      languages: ['English'],
      location_id: 'us-denver',
    },
  });
  expect(profile.status, JSON.stringify(profile.json)).toBe(200);
  return creator;
};

const found = async (email = OWNER) => {
  const res = await as(email).get('/brand/creator-database/', { query: { q: WORD, page_size: '50' } });
  expect(res.status).toBe(200);
  return ZCreatorSearchResult.parse(res.json).results.map((c) => c.id);
};

const savedIds = async (email: string) =>
  ZSavedProfiles.parse(
    (await as(email).get('/brand/saved-profiles/', { query: { page_size: '100' } })).json,
  ).results.map((c) => c.id);

const draftCampaign = async () =>
  (await as(OWNER).post('/brand/campaign/create/', { json: { ...publishableCampaign(), status: 'draft' } })).json as {
    id: string;
  };

const addToCampaign = (campaignId: string, creatorId: string) =>
  as(OWNER).post('/brand/create-campaign-match/', {
    json: { campaign_id: campaignId, creator_id: creatorId },
  });

describe('brands see approved creators only', () => {
  it('a pending or turned-down creator is in no brand list, has no profile or rates (404) and cannot be saved or added', async () => {
    const approved = await creatorWithBio({ approved: true });
    const pending = await creatorWithBio({ approved: false });
    const rejected = await creatorWithBio({ approved: false });
    const turnedDown = await staffReject(
      rejected.profileId,
      'Please connect at least one social account before we review your profile.',
    );
    expect(turnedDown).toAnswer(200);

    // The approved one is found, so the search itself works: the others are left out.
    expect(await found()).toEqual([approved.profileId]);
    expect(await found(NORTHWIND)).toEqual([approved.profileId]);
    const active = await createActiveCampaign();
    const draft = await draftCampaign();
    for (const hidden of [pending, rejected]) {
      const id = hidden.profileId;
      expect((await as(OWNER).get('/brand/creators/:id/', { param: { id } })).status).toBe(404);
      expect((await as(OWNER).get('/influencer/profiles/:id/rates/', { param: { id } })).status).toBe(404);
      expect((await as(OWNER).post('/brand/add-profile/', { json: { profile_id: id } })).status).toBe(404);
      expect((await addToCampaign(active.id, id)).status).toBe(404);
      expect((await addToCampaign(draft.id, id)).status).toBe(404);
    }
    const suggested = ZSuggestedCreators.parse(
      (await as(OWNER).get('/brand/campaigns/:id/suggested-creators/', { param: { id: active.id } })).json,
    ).map((s) => s.creator.id);
    expect(suggested).not.toContain(pending.profileId);
    expect(suggested).not.toContain(rejected.profileId);
    expect((await as(OWNER).get('/brand/creators/:id/', { param: { id: approved.profileId } })).status).toBe(200);
  });

  it('a suspended creator leaves the database, saved lists and a draft’s shortlist, but stays in the pipelines they were in', async () => {
    const creator = await creatorWithBio({ approved: true });
    const id = creator.profileId;
    const active = await createActiveCampaign();
    const matchId = await invite(active.id, id);
    const draft = await draftCampaign();
    expect((await addToCampaign(draft.id, id)).status).toBe(201);
    for (const brand of [OWNER, NORTHWIND])
      expect((await as(brand).post('/brand/add-profile/', { json: { profile_id: id } })).status).toBe(201);
    expect(await found()).toContain(id);
    expect(await savedIds(NORTHWIND)).toContain(id);

    expect((await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: creator.userId } })).status).toBe(200);

    expect(await found()).not.toContain(id);
    for (const brand of [OWNER, NORTHWIND]) {
      const saved = ZSavedProfiles.parse(
        (await as(brand).get('/brand/saved-profiles/', { query: { page_size: '100' } })).json,
      );
      expect(saved.results.map((c) => c.id)).not.toContain(id);
      expect(saved.count).toBe(saved.results.length);
    }
    // Northwind never worked with them: no profile. Acme's campaign history keeps them, and its link still opens.
    expect((await as(NORTHWIND).get('/brand/creators/:id/', { param: { id } })).status).toBe(404);
    const pipeline = ZPipeline.parse(
      (await as(OWNER).get('/brand/campaigns/:id/pipeline/', { param: { id: active.id } })).json,
    );
    expect(pipeline.results.find((m) => m.id === matchId)?.creator.id).toBe(id);
    expect((await as(OWNER).get('/brand/creators/:id/', { param: { id } })).status).toBe(200);
    // Publishing the draft invites its shortlist, but not the suspended creator.
    const published = await as(OWNER).patch('/brand/campaign/update/:id/', {
      param: { id: draft.id },
      json: { status: 'active' },
    });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(await testDb().select().from(campaignMatches).where(eq(campaignMatches.campaignId, draft.id))).toEqual([]);
    expect((await addToCampaign(draft.id, id)).status).toBe(404);
  });
});
