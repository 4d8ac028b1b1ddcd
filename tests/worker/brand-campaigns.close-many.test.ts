import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { campaignMatches, creatorProfiles, domainEvents, notifications, users } from '../../db/schema';
import { deliverEvents } from './outbox-fixtures';
import { testDb } from './helpers';
import { createCampaign } from './spend-collab.fixtures';
import { spendingBrand } from './spend-fixtures';

/** More creators than one queue send takes (100): the close's notices need more than one send. */
const OPEN_CREATORS = 130;

/** `count` seeded creators invited to the campaign, written directly: signing up 130 creators would take minutes. */
const inviteSeededCreators = async ({
  campaignId,
  brandId,
  count,
}: {
  campaignId: string;
  brandId: string;
  count: number;
}) => {
  // The generated creators, oldest first: not the demo accounts other tests sign in as, nor the newest that others invite.
  const creators = await testDb()
    .select({ id: creatorProfiles.id, userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(like(users.email, '%@creators.test'))
    .orderBy(asc(creatorProfiles.createdAt), asc(creatorProfiles.id))
    .limit(count);
  expect(creators).toHaveLength(count);
  const at = new Date().toISOString();
  await testDb()
    .insert(campaignMatches)
    .values(
      creators.map((c) => ({
        campaignId,
        brandId,
        creatorId: c.id,
        status: 'invited' as const,
        source: 'invited' as const,
        statusChangedAt: at,
      })),
    );
  return creators.map((c) => c.userId);
};

const closedNoticesOf = (title: string, userIds: string[]) =>
  testDb()
    .select({ userId: notifications.userId, eventId: notifications.eventId })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.title, `“${title}” has closed`)));

describe('closing a campaign with more open creators than one queue send takes', () => {
  it('tells every creator at once (no wait for the scheduler), and a redelivered notice adds nothing', async () => {
    const brand = await spendingBrand();
    const campaignId = await createCampaign(brand, 500_000);
    const userIds = await inviteSeededCreators({ campaignId, brandId: brand.brandId, count: OPEN_CREATORS });
    const detail = await brand.as.get('/brand/campaigns/:id/', { param: { id: campaignId } });
    const title = detail.json.title as string;

    const done = await brand.as.patch('/brand/campaign/update/:id/', {
      param: { id: campaignId },
      json: { status: 'completed' },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);

    // No scheduled run here: the close's own sends carry every notice.
    await vi.waitFor(async () => expect(await closedNoticesOf(title, userIds)).toHaveLength(OPEN_CREATORS), {
      timeout: 60_000,
      interval: 250,
    });
    const notices = await closedNoticesOf(title, userIds);
    expect(new Set(notices.map((n) => n.userId)).size).toBe(OPEN_CREATORS);
    const sent = await testDb()
      .select({ id: domainEvents.id, sendCount: domainEvents.sendCount })
      .from(domainEvents)
      .where(
        inArray(
          domainEvents.id,
          notices.map((n) => n.eventId!),
        ),
      );
    expect(sent.every((e) => e.sendCount === 1)).toBe(true);

    // Delivered again (a queue's at-least-once delivery): still one notice per creator.
    await deliverEvents(notices.slice(0, 10).map((n) => n.eventId!));
    expect(await closedNoticesOf(title, userIds)).toHaveLength(OPEN_CREATORS);
    const stillOpen = await testDb()
      .select({ id: campaignMatches.id })
      .from(campaignMatches)
      .where(and(eq(campaignMatches.campaignId, campaignId), eq(campaignMatches.status, 'invited')));
    expect(stillOpen).toHaveLength(0);
  }, 120_000);
});
