import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignMatches, campaignShortlist, campaigns, domainEvents, users } from '../../db/schema';
import type { Auth } from '../../worker/lib/context';
import { AppError } from '../../worker/lib/errors';
import { updateCampaign } from '../../worker/services/campaigns/save-campaign';
import { dbWithChangeAfterRead } from './between-round-trips';
import { OWNER, as } from './accounts';
import { publishableCampaign, someCreators } from './brand-helpers';
import { login, testDb } from './helpers';

/**
 * Publishing a draft invites the creators shortlisted on it (issue 15). Invitations to the draft that commit while it
 * is being published must not be left behind: every creator whose invitation was answered 2xx ends up invited on the
 * active campaign, and none stays shortlisted.
 */
const newDraft = async () => {
  const res = await as(OWNER).post('/brand/campaign/create/', { json: { ...publishableCampaign(), status: 'draft' } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id;
};

const addToCampaign = (campaignId: string, creatorId: string) =>
  as(OWNER).post('/brand/create-campaign-match/', { json: { campaign_id: campaignId, creator_id: creatorId } });

const publish = (campaignId: string) =>
  as(OWNER).patch('/brand/campaign/update/:id/', { param: { id: campaignId }, json: { status: 'active' } });

/** Publishes as a user would: again after a 409 (the campaign or its shortlist changed meanwhile). */
const publishUntilDone = async (campaignId: string) => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await publish(campaignId);
    if (res.status !== 409) return res;
  }
  throw new Error('publishing kept answering 409');
};

/** Who is on the campaign: invited (a match), shortlisted, and the invitations announced. */
const standingOn = async (campaignId: string) => {
  const db = testDb();
  const [matches, shortlisted, invitedEvents] = await Promise.all([
    db.select().from(campaignMatches).where(eq(campaignMatches.campaignId, campaignId)),
    db.select().from(campaignShortlist).where(eq(campaignShortlist.campaignId, campaignId)),
    db.select({ payload: domainEvents.payload }).from(domainEvents).where(eq(domainEvents.type, 'match.invited')),
  ]);
  return {
    invited: matches.filter((m) => m.status === 'invited').map((m) => m.creatorId),
    matches: matches.length,
    shortlisted: shortlisted.map((s) => s.creatorId),
    invitedEvents: invitedEvents.filter((e) => e.payload.campaign_id === campaignId).length,
  };
};

/** The Acme owner as the service sees them (the plan is read by the service's own gate). */
const ownerAuth = async (): Promise<{ auth: Auth; brandId: string }> => {
  const session = (await login(OWNER)).json;
  const brandId = session.user.brand!.id;
  const [user] = await testDb().select().from(users).where(eq(users.email, OWNER));
  return {
    brandId,
    auth: {
      user: user!,
      sessionId: 'race-test',
      via: 'bearer',
      creatorId: null,
      brandLinks: { member: { brandId, role: 'owner' }, selectedBrand: null, managesSelected: false },
    },
  };
};

describe('races: inviting creators to a draft while it is published', () => {
  it('10 invitations committed between the publish’s read and its batch: the publish is refused, then invites all 10', async () => {
    const campaignId = await newDraft();
    const creators = await someCreators(10, 280);
    expect(creators).toHaveLength(10);
    const { auth, brandId } = await ownerAuth();
    let invitations: { status: number; json: unknown }[] = [];
    const inviteAll = async () => {
      invitations = await Promise.all(creators.map((id) => addToCampaign(campaignId, id)));
    };
    const refused = await updateCampaign({
      db: dbWithChangeAfterRead(inviteAll),
      auth,
      brandId,
      id: campaignId,
      input: { status: 'active' },
    }).catch((e: unknown) => e);

    // The invitations reached a draft: each answered "shortlisted".
    expect(invitations.map((i) => i.status)).toEqual(creators.map(() => 201));
    expect(refused, 'the publish that read an empty shortlist must not commit').toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('conflict');
    expect((refused as AppError).detail).toBe('The campaign or its shortlist changed meanwhile; reload and try again.');
    const [still] = await testDb()
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    expect(still!.status).toBe('draft');

    // Publishing again (what the 409 asks) invites every one of them.
    expect((await publish(campaignId)).status).toBe(200);
    const after = await standingOn(campaignId);
    expect(after.invited.sort()).toEqual([...creators].sort());
    expect(after).toMatchObject({ matches: 10, shortlisted: [], invitedEvents: 10 });
  });

  it('10 invitations sent at once with the publish: every creator answered 2xx is invited, none left shortlisted', async () => {
    const campaignId = await newDraft();
    const creators = await someCreators(10, 290);
    const [invitations, first] = await Promise.all([
      Promise.all(creators.map((id) => addToCampaign(campaignId, id))),
      publish(campaignId),
    ]);
    expect([200, 409]).toContain(first.status);
    if (first.status === 409) expect((await publishUntilDone(campaignId)).status).toBe(200);

    // Each invitation was shortlisted on the draft or invited on the active campaign (201), or refused because the
    // campaign was published between its read and its write (409, nothing written).
    expect(invitations.map((i) => i.status).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const answered = creators.filter((_, i) => invitations[i]!.status === 201);
    const after = await standingOn(campaignId);
    expect(after.invited.sort()).toEqual([...answered].sort());
    expect(after).toMatchObject({ matches: answered.length, shortlisted: [], invitedEvents: answered.length });
  });
});
