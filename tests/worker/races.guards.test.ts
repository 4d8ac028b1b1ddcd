import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountManagerMessages, brands, campaignMatches, messages, notifications } from '../../db/schema';
import { OWNER, as } from './accounts';
import { openCampaign, PITCH, readyCreator } from './creator-helpers';
import { testDb } from './helpers';
import { unassignStrategist } from './staff-fixtures';
import { newStrategist } from './internal-fixtures';
import { invitedMatch } from './match-fixtures';
import { joinedMember, newBrand, teamOf } from './team-fixtures';

/**
 * The guards of a state change's write batch (what its read decided on still holds), raced: 10 requests at once
 * while what they depend on changes. Each request has exactly one outcome — it wrote and answered 2xx, or it was
 * refused and wrote nothing — and nothing is written once the change it depends on has committed.
 */
const N = 10;
const many = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => make(i)));

/** Statuses outside `allowed`, to compare with `[]` (so a failure prints them all). */
const unexpected = (answers: { status: number }[], allowed: number[]) =>
  answers.map((a) => a.status).filter((s) => !allowed.includes(s));
const okIndexes = (answers: { status: number }[]) => answers.flatMap((a, i) => (a.status < 300 ? [i] : []));

const brandNameOf = async (brandId: string) =>
  (await testDb().select({ name: brands.name }).from(brands).where(eq(brands.id, brandId)))[0]!.name;

describe('races: a party removed while writing', () => {
  it('a member sending 10 messages while removed from the team: exactly the answered messages are kept', async () => {
    const brand = await newBrand('Growth');
    const member = await joinedMember(brand);
    const { match } = await invitedMatch(await brandNameOf(brand.brandId));
    const send = (i: number) =>
      member.as.post('/campaign-matches/:match_id/messages/', {
        param: { match_id: match.id },
        json: { body: `Race update ${i}` },
      });
    const [removed, sends] = await Promise.all([teamOf(brand).remove(member.userId), many(send)]);
    expect(removed.status, JSON.stringify(removed.json)).toBeLessThan(300);
    // Refused: the conversation is not theirs any more (404), or their session went with the membership (401).
    expect(unexpected(sends, [201, 401, 404])).toEqual([]);
    const kept = await testDb()
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.matchId, match.id), eq(messages.senderId, member.userId)));
    expect(kept.map((m) => m.body).sort()).toEqual(
      okIndexes(sends)
        .map((i) => `Race update ${i}`)
        .sort(),
    );
    expect(unexpected([await send(N)], [401, 404])).toEqual([]);
  });

  it('a strategist posting 10 times to the shared thread while unassigned: the answered posts and their notices only', async () => {
    const brand = await newBrand('Enterprise');
    const manager = await newStrategist(brand.brandId);
    const strategist = as(manager.email);
    const post = (i: number) =>
      strategist.post('/internal/organizations/:id/messages/', {
        param: { id: brand.brandId },
        json: { body: `Plan draft ${i}` },
      });
    const [unassigned, posts] = await Promise.all([unassignStrategist(brand.brandId, manager.id), many(post)]);
    expect(unassigned.status, JSON.stringify(unassigned.json)).toBeLessThan(300);
    expect(unexpected(posts, [201, 404])).toEqual([]);
    const kept = await testDb()
      .select()
      .from(accountManagerMessages)
      .where(and(eq(accountManagerMessages.brandId, brand.brandId), eq(accountManagerMessages.authorId, manager.id)));
    expect(kept.map((m) => m.body).sort()).toEqual(
      okIndexes(posts)
        .map((i) => `Plan draft ${i}`)
        .sort(),
    );
    // The owner was told of each kept post once, and of nothing else.
    const told = await testDb()
      .select({ eventId: notifications.eventId })
      .from(notifications)
      .where(and(eq(notifications.userId, brand.userId), like(notifications.eventId, 'account-manager:%')));
    expect(told.map((n) => n.eventId).sort()).toEqual(kept.map((m) => `account-manager:${m.id}`).sort());
    expect(unexpected([await post(N)], [404])).toEqual([]);
  });

  it('a brand posting 10 times to its account manager while the only one is unassigned: 201 and kept, or 409 and not', async () => {
    const brand = await newBrand('Enterprise');
    const manager = await newStrategist(brand.brandId);
    const post = (i: number) => brand.as.post('/brand/account-manager/messages/', { json: { body: `Question ${i}` } });
    const [unassigned, posts] = await Promise.all([unassignStrategist(brand.brandId, manager.id), many(post)]);
    expect(unassigned.status, JSON.stringify(unassigned.json)).toBeLessThan(300);
    expect(unexpected(posts, [201, 409])).toEqual([]);
    const kept = await testDb()
      .select({ body: accountManagerMessages.body })
      .from(accountManagerMessages)
      .where(eq(accountManagerMessages.brandId, brand.brandId));
    expect(kept.map((m) => m.body).sort()).toEqual(
      okIndexes(posts)
        .map((i) => `Question ${i}`)
        .sort(),
    );
    expect(unexpected([await post(N)], [409])).toEqual([]);
  });
});

describe('races: a campaign whose status moves while creators join', () => {
  it('10 creators applying while the campaign is completed: each is an application, or refused with none', async () => {
    const campaign = await openCampaign();
    const creators = await many(() => readyCreator());
    const [completed, applies] = await Promise.all([
      as(OWNER).patch('/brand/campaign/update/:id/', {
        param: { id: campaign.id },
        json: { status: 'completed' },
      }),
      many((i) =>
        creators[i]!.as.post('/influencer/campaigns/:id/apply/', {
          param: { id: campaign.id },
          json: { message: PITCH },
        }),
      ),
    ]);
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    // Read while open, written after: 409. Read after: the campaign is no longer open to them (404).
    expect(unexpected(applies, [201, 404, 409])).toEqual([]);
    const matched = await testDb()
      .select({ creatorId: campaignMatches.creatorId })
      .from(campaignMatches)
      .where(eq(campaignMatches.campaignId, campaign.id));
    expect(matched.map((m) => m.creatorId).sort()).toEqual(
      okIndexes(applies)
        .map((i) => creators[i]!.profileId)
        .sort(),
    );
    const late = await readyCreator();
    expect(
      unexpected(
        [
          await late.as.post('/influencer/campaigns/:id/apply/', {
            param: { id: campaign.id },
            json: { message: PITCH },
          }),
        ],
        [404, 409],
      ),
    ).toEqual([]);
  });
});
