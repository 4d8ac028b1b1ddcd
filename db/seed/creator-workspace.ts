import { eq, sql } from 'drizzle-orm';
import type { TDeliverableType } from '../../worker/schemas/brand-choices';
import type { TPlatform } from '../../worker/schemas/social';
import { computeAccountMetrics } from '../../worker/services/social-data/metrics';
import { sandboxAccountData } from '../../worker/services/social-data/sandbox-data';
import { creatorAnchorColumns, creatorAnchors } from '../../worker/services/social-data/sandbox-creator-anchors';
import { sandboxAccountId } from '../../worker/services/social-data/sandbox-account-id';
import type { FileDb } from '../node-client';
import {
  brandEvents,
  campaigns,
  creatorAudiences,
  creatorProfiles,
  creatorRates,
  creatorUnavailableDates,
  eventRsvps,
  locations,
  socialAccountData,
  socialAccounts,
  users,
} from '../schema';

type Ids = {
  creator: string;
  creatorProfile: string;
  newCreator: string;
  acme: string;
  northwind: string;
  owner: string;
  other: string;
};

const DAY = 86_400_000;
const CHUNK = 100;
const at = (daysFromNow: number, hour = 17) => {
  const d = new Date(Date.now() + daysFromNow * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const day = (daysFromNow: number) => at(daysFromNow).slice(0, 10);

/**
 * The provider snapshot of every seeded account, as the sandbox would have synced it: anchored to the account's
 * followers and engagement and to the creator's audience summary, so search, profile and detail agree.
 */
const seedSocialSnapshots = async (db: FileDb) => {
  const rows = await db
    .select({ account: socialAccounts, userId: users.id, ...creatorAnchorColumns })
    .from(socialAccounts)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, socialAccounts.creatorId))
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .leftJoin(locations, eq(locations.id, creatorProfiles.locationId))
    .leftJoin(creatorAudiences, eq(creatorAudiences.creatorId, creatorProfiles.id));
  const snapshots = rows.map(({ account, ...c }) => {
    const syncedAt = account.lastSyncedAt ?? new Date().toISOString();
    const data = sandboxAccountData({
      platform: account.platform,
      handle: account.handle,
      at: new Date(syncedAt),
      anchors: {
        followers: account.followers,
        syncedAt,
        engagementRate: account.engagementRate,
        ...creatorAnchors(c),
      },
    });
    const product = { status: 'SYNCED' as const, last_sync_at: syncedAt };
    return {
      accountId: account.id,
      provider: 'sandbox' as const,
      providerAccountId: sandboxAccountId({ userId: c.userId, platform: account.platform, handle: account.handle }),
      products: { identity: product, engagement: product, audience: product },
      ...data,
      metrics: computeAccountMetrics({
        followers: account.followers,
        following: data.profile.reputation.following_count,
        contents: data.contents,
        audience: data.audience,
        syncedAt,
      }),
      updatedAt: syncedAt,
    };
  });
  for (let i = 0; i < snapshots.length; i += CHUNK)
    await db.insert(socialAccountData).values(snapshots.slice(i, i + CHUNK));
  // Our engagement rate is the one computed from the content (as a live sync stores it).
  await db.run(
    sql`UPDATE social_accounts SET engagement_rate = (SELECT json_extract(d.metrics, '$.engagement_rate') FROM social_account_data d WHERE d.account_id = social_accounts.id) WHERE id IN (SELECT account_id FROM social_account_data)`,
  );
  return snapshots.length;
};

const CASEY_RATES: [TPlatform, TDeliverableType, number][] = [
  ['instagram', 'reel', 95_000],
  ['instagram', 'story', 30_000],
  ['instagram', 'post', 60_000],
  ['youtube', 'video', 180_000],
  ['youtube', 'short', 45_000],
];

/** Open campaigns for discovery: two that fit Casey (outdoors, fitness, Denver) and one that does not. */
const discoveryCampaigns = (ids: Ids): (typeof campaigns.$inferInsert)[] => {
  const base = {
    status: 'active' as const,
    visibility: 'public' as const,
    currency: 'USD',
    publishedAt: at(-3),
    createdAt: at(-5),
    updatedAt: at(-3),
  };
  return [
    {
      ...base,
      brandId: ids.northwind,
      createdBy: ids.other,
      title: 'Trail Snacks for Long Runs',
      objectives: ['awareness', 'content'],
      platforms: ['instagram', 'youtube'],
      targetNiches: ['Fitness', 'Outdoors', 'Food'],
      brief:
        'Our new oat-and-date energy bars on your longest run or hike of the month: how they pack, how they taste at mile 15, and what you would change.',
      deliverableTemplates: [
        {
          type: 'reel',
          platform: 'instagram',
          quantity: 1,
          due_days: 14,
          description: 'A 30–60 s reel from the trail.',
        },
        {
          type: 'story',
          platform: 'instagram',
          quantity: 2,
          due_days: 10,
          description: 'Two story frames with the link sticker.',
        },
      ],
      budgetCents: 1_200_000,
      rateMinCents: 40_000,
      rateMaxCents: 150_000,
      startDate: day(7),
      endDate: day(52),
      followerMin: 20_000,
      followerMax: 1_000_000,
    },
    {
      ...base,
      brandId: ids.acme,
      createdBy: ids.owner,
      title: 'Alpine Photography Challenge',
      objectives: ['content', 'engagement'],
      platforms: ['instagram'],
      targetNiches: ['Photography', 'Outdoors', 'Travel'],
      brief:
        'Sunrise above the tree line: shoot a three-photo series with the Summit pack and share your camera kit and settings.',
      deliverableTemplates: [
        {
          type: 'post',
          platform: 'instagram',
          quantity: 1,
          due_days: 21,
          description: 'A carousel of three photos with your settings.',
        },
      ],
      budgetCents: 800_000,
      rateMinCents: 30_000,
      rateMaxCents: 90_000,
      startDate: day(14),
      endDate: day(60),
      followerMin: 5_000,
      followerMax: 500_000,
    },
    {
      ...base,
      brandId: ids.northwind,
      createdBy: ids.other,
      title: 'Glow Skincare Smoothies',
      objectives: ['awareness'],
      platforms: ['tiktok'],
      targetNiches: ['Beauty', 'Wellness'],
      targetLocationIds: ['gb-london'],
      brief: 'A morning smoothie routine for glowing skin, filmed in London cafés.',
      deliverableTemplates: [
        { type: 'video', platform: 'tiktok', quantity: 2, due_days: 12, description: 'Two short videos.' },
      ],
      budgetCents: 600_000,
      rateMinCents: 20_000,
      rateMaxCents: 60_000,
      startDate: day(5),
      endDate: day(35),
      followerMin: 1_000,
      followerMax: 300_000,
    },
  ];
};

const events = (ids: Ids) => [
  {
    id: crypto.randomUUID(),
    brandId: ids.acme,
    title: 'Trail Running Meetup — Denver',
    description:
      'A relaxed 8 km group run on the Mesa Trail, then coffee and a first look at the Spring collection. Shoes to test on site.',
    location: 'Chautauqua Park, Boulder, CO',
    startsAt: at(9, 15),
    endsAt: at(9, 18),
    capacity: 30,
  },
  {
    id: crypto.randomUUID(),
    brandId: ids.acme,
    title: 'Gear Swap & Film Night',
    description:
      'Bring gear you no longer use, take home something new, and watch three short adventure films made by creators.',
    location: 'Acme Outdoors HQ, Denver, CO',
    startsAt: at(23, 1),
    endsAt: at(23, 4),
    capacity: 2,
  },
  {
    id: crypto.randomUUID(),
    brandId: ids.northwind,
    title: 'Farm-to-Table Creator Dinner',
    description:
      'A four-course dinner with the farmers behind our snacks. Content welcome — the kitchen is yours for an hour before service.',
    location: 'Stone Barns, Pocantico Hills, NY',
    startsAt: at(30, 23),
    endsAt: at(31, 2),
    capacity: 40,
  },
  {
    id: crypto.randomUUID(),
    brandId: ids.acme,
    title: 'Winter Layers Photo Walk',
    description: 'A guided photo walk along the river with the Winter Layers team.',
    location: 'Confluence Park, Denver, CO',
    startsAt: at(-12, 16),
    endsAt: at(-12, 18),
    capacity: null,
  },
];

/**
 * The creator workspace on top of the base seed: Casey's rates, busy days, a second connected state to fix, the
 * sandbox snapshot of every account, open campaigns to discover and brand events to RSVP to.
 */
export const seedCreatorWorkspace = async (db: FileDb, ids: Ids) => {
  const eventRows = events(ids);
  const [meetup, swap, , walk] = eventRows;
  const otherCreators = await db.select({ id: creatorProfiles.id }).from(creatorProfiles).limit(3).offset(10);
  await db.batch([
    db.insert(creatorRates).values(
      CASEY_RATES.map(([platform, deliverableType, rateCents]) => ({
        creatorId: ids.creatorProfile,
        platform,
        deliverableType,
        rateCents,
      })),
    ),
    db
      .insert(creatorUnavailableDates)
      .values([12, 13, 14, 40].map((d) => ({ creatorId: ids.creatorProfile, date: day(d) }))),
    db
      .update(creatorProfiles)
      .set({ maxConcurrentCampaigns: 5, totalFollowers: 206_000 })
      .where(eq(creatorProfiles.id, ids.creatorProfile)),
    db
      .update(creatorProfiles)
      .set({ onboarding: { get_started_modal: true } })
      .where(eq(creatorProfiles.userId, ids.newCreator)),
    db.insert(socialAccounts).values({
      creatorId: ids.creatorProfile,
      platform: 'tiktok',
      handle: 'casey.runs.rockies',
      status: 'SESSION_EXPIRED',
      followers: 21_700,
      engagementRate: 7.4,
      lastSyncedAt: at(-19),
    }),
    db.insert(campaigns).values(discoveryCampaigns(ids)),
    db.insert(brandEvents).values(eventRows),
    db
      .insert(eventRsvps)
      .values([
        { eventId: meetup!.id, creatorId: ids.creatorProfile, status: 'going' },
        { eventId: walk!.id, creatorId: ids.creatorProfile, status: 'going' },
        ...otherCreators.slice(0, 2).map((c) => ({ eventId: swap!.id, creatorId: c.id, status: 'going' as const })),
      ]),
  ]);
  return { snapshots: await seedSocialSnapshots(db) };
};
