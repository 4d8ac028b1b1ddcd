import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignMatches, campaignShortlist, domainEvents } from '../../db/schema';
import { NORTHWIND, OWNER, as } from './accounts';
import { publishableCampaign, someCreators } from './brand-helpers';
import { testDb } from './helpers';

const addToCampaign = (campaignId: string, creatorId: string, email = OWNER) =>
  as(email).post('/brand/create-campaign-match/', {
    json: { campaign_id: campaignId, creator_id: creatorId },
  });

describe('Add to campaign on a draft: a shortlist invited on publishing', () => {
  it('shortlists creators on a draft without telling them, and invites each when the campaign is published', async () => {
    const draft = (
      await as(OWNER).post('/brand/campaign/create/', {
        json: { ...publishableCampaign(), status: 'draft' },
      })
    ).json as { id: string };
    const [first, second] = await someCreators(2, 260);
    const added = await addToCampaign(draft.id, first!);
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(added.json).toEqual({ id: first, status: 'shortlisted' });
    expect((await addToCampaign(draft.id, second!)).status).toBe(201);
    expect((await addToCampaign(draft.id, first!)).status).toBe(409); // once on the shortlist

    const db = testDb();
    expect(await db.select().from(campaignMatches).where(eq(campaignMatches.campaignId, draft.id))).toEqual([]);

    const published = await as(OWNER).patch('/brand/campaign/update/:id/', {
      param: { id: draft.id },
      json: { status: 'active' },
    });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const matches = await db.select().from(campaignMatches).where(eq(campaignMatches.campaignId, draft.id));
    expect(matches.map((m) => [m.creatorId, m.status, m.source]).sort()).toEqual(
      [
        [first, 'invited', 'invited'],
        [second, 'invited', 'invited'],
      ].sort(),
    );
    const invitations = await db.select().from(domainEvents).where(eq(domainEvents.type, 'match.invited'));
    expect(invitations.filter((e) => e.payload.campaign_id === draft.id)).toHaveLength(2);
    expect(await db.select().from(campaignShortlist).where(eq(campaignShortlist.campaignId, draft.id))).toEqual([]);
  });

  it('refuses finished campaigns (409) and another brand’s draft (404)', async () => {
    const [creator] = await someCreators(1, 262);
    const draft = (await as(OWNER).post('/brand/campaign/create/', { json: { title: 'Archived soon' } })).json as {
      id: string;
    };
    expect((await addToCampaign(draft.id, creator!, NORTHWIND)).status).toBe(404);
    await as(OWNER).patch('/brand/campaign/update/:id/', {
      param: { id: draft.id },
      json: { status: 'archived' },
    });
    expect((await addToCampaign(draft.id, creator!)).status).toBe(409);
    expect(
      await testDb()
        .select()
        .from(campaignShortlist)
        .where(and(eq(campaignShortlist.campaignId, draft.id))),
    ).toEqual([]);
  });
});
