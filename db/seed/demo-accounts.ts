import {
  accountManagerMessages,
  brandMembers,
  brands,
  creatorProfiles,
  locations,
  plans,
  removalReasons,
  socialAccounts,
  strategistBrands,
  subscriptions,
  users,
} from '../schema';
import type { FileDb } from '../node-client';
import { CREATOR_ONBOARDING_FLAGS } from '../../worker/schemas/user';
import { LOCATION_ROWS, PLANS, REMOVAL_REASONS, locationId } from './reference-data';

export const DEMO_PASSWORD = 'demo-password-1';

export const DEMO_ACCOUNTS = [
  { email: 'brand.owner@demo.test', role: 'Brand — owner of Acme Outdoors (Growth plan)' },
  { email: 'brand.member@demo.test', role: 'Brand — team member of Acme Outdoors' },
  { email: 'other.brand@demo.test', role: 'Brand — owner of Northwind Foods (Starter plan)' },
  { email: 'creator@demo.test', role: 'Creator — onboarding complete, social accounts connected' },
  { email: 'new.creator@demo.test', role: 'Creator — onboarding not started' },
  { email: 'strategist@demo.test', role: 'Strategist — manages Acme Outdoors and Northwind Foods' },
  { email: 'enterprise.owner@demo.test', role: 'Brand — owner of Summit Labs (Enterprise plan, account manager)' },
  { email: 'account.manager@demo.test', role: 'Strategist — account manager of Summit Labs' },
  { email: 'staff@demo.test', role: 'Staff' },
  { email: 'suspended@demo.test', role: 'Brand — suspended account' },
] as const;

const allFlags = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, true]));

/** Plans, locations and the demo accounts of the README, with fixed ids so other seed data can refer to them. */
export const seedDemoAccounts = async (db: FileDb, hash: () => Promise<string>) => {
  const planIds = Object.fromEntries(PLANS.map((p) => [p.name, crypto.randomUUID()]));
  const u = async (
    id: string,
    email: string,
    firstName: string,
    lastName: string,
    profileOf: 'Brand' | 'Influencer' | 'Strategist' | 'Staff',
    extra: Partial<typeof users.$inferInsert> = {},
  ) => ({
    id,
    email,
    passwordHash: await hash(),
    firstName,
    lastName,
    profileOf,
    status: 'ACTIVE' as const,
    emailVerified: true,
    ...extra,
  });

  const ids = {
    owner: crypto.randomUUID(),
    member: crypto.randomUUID(),
    other: crypto.randomUUID(),
    creator: crypto.randomUUID(),
    newCreator: crypto.randomUUID(),
    strategist: crypto.randomUUID(),
    staff: crypto.randomUUID(),
    suspended: crypto.randomUUID(),
    enterpriseOwner: crypto.randomUUID(),
    accountManager: crypto.randomUUID(),
    summit: crypto.randomUUID(),
    acme: crypto.randomUUID(),
    northwind: crypto.randomUUID(),
    suspendedBrand: crypto.randomUUID(),
    creatorProfile: crypto.randomUUID(),
  };
  const doneBrand = {
    onboarding_required: false,
    brand_onboarding_completed: true,
    mandatory_account_details: true,
    sidebar_tour_brand: true,
  };

  await db.batch([
    db.insert(plans).values(PLANS.map((p) => ({ ...p, id: planIds[p.name]! }))),
    db.insert(removalReasons).values(REMOVAL_REASONS),
    db.insert(locations).values(LOCATION_ROWS),
    db.insert(users).values([
      await u(ids.owner, 'brand.owner@demo.test', 'Olivia', 'Hart', 'Brand', { groups: ['brand-admins'] }),
      await u(ids.member, 'brand.member@demo.test', 'Marcus', 'Lee', 'Brand'),
      await u(ids.other, 'other.brand@demo.test', 'Nadia', 'Khan', 'Brand'),
      await u(ids.creator, 'creator@demo.test', 'Casey', 'Rivera', 'Influencer'),
      await u(ids.newCreator, 'new.creator@demo.test', 'Noor', 'Ahmed', 'Influencer', { status: 'PENDING' }),
      await u(ids.strategist, 'strategist@demo.test', 'Sam', 'Ortiz', 'Strategist', { groups: ['strategists'] }),
      await u(ids.staff, 'staff@demo.test', 'Stella', 'Park', 'Staff', { isStaff: true, groups: ['staff'] }),
      await u(ids.suspended, 'suspended@demo.test', 'Victor', 'Gray', 'Brand', { status: 'SUSPENDED' }),
      await u(ids.enterpriseOwner, 'enterprise.owner@demo.test', 'Elena', 'Brooks', 'Brand', {
        groups: ['brand-admins'],
      }),
      await u(ids.accountManager, 'account.manager@demo.test', 'Ava', 'Mendes', 'Strategist', {
        groups: ['strategists'],
      }),
    ]),
    db.insert(brands).values([
      {
        id: ids.acme,
        name: 'Acme Outdoors',
        ownerId: ids.owner,
        website: 'https://acme-outdoors.example',
        industry: 'Outdoor gear',
        description: 'Gear for people who would rather be outside.',
        onboarding: doneBrand,
      },
      {
        id: ids.northwind,
        name: 'Northwind Foods',
        ownerId: ids.other,
        website: 'https://northwind.example',
        industry: 'Food & beverage',
        description: 'Honest snacks from small farms.',
        onboarding: doneBrand,
      },
      { id: ids.suspendedBrand, name: 'Gray Goods', ownerId: ids.suspended, onboarding: doneBrand },
      {
        id: ids.summit,
        name: 'Summit Labs',
        ownerId: ids.enterpriseOwner,
        website: 'https://summit-labs.example',
        industry: 'Sports nutrition',
        description: 'Fuel for long days in the mountains.',
        onboarding: doneBrand,
      },
    ]),
    db.insert(brandMembers).values([
      { brandId: ids.acme, userId: ids.owner, role: 'owner' },
      { brandId: ids.acme, userId: ids.member, role: 'member' },
      { brandId: ids.northwind, userId: ids.other, role: 'owner' },
      { brandId: ids.suspendedBrand, userId: ids.suspended, role: 'owner' },
      { brandId: ids.summit, userId: ids.enterpriseOwner, role: 'owner' },
    ]),
    db.insert(subscriptions).values([
      {
        brandId: ids.acme,
        planId: planIds.Growth!,
        creatorSpendAvailableCents: 1_250_000,
        pendingPaymentsCents: 180_000,
        hasBoughtCreatorSpend: true,
      },
      { brandId: ids.northwind, planId: planIds.Starter! },
      { brandId: ids.suspendedBrand, planId: planIds.Free! },
      { brandId: ids.summit, planId: planIds.Enterprise! },
    ]),
    db.insert(strategistBrands).values([
      { strategistId: ids.strategist, brandId: ids.acme },
      { strategistId: ids.strategist, brandId: ids.northwind },
      { strategistId: ids.accountManager, brandId: ids.summit },
    ]),
    db.insert(accountManagerMessages).values([
      {
        brandId: ids.summit,
        authorId: ids.accountManager,
        fromInternal: true,
        body: 'Welcome to Social Loop! I am your account manager. Write to me here whenever you want a hand with a campaign.',
        createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      },
    ]),
    db.insert(creatorProfiles).values([
      {
        id: ids.creatorProfile,
        userId: ids.creator,
        bio: 'Trail runner and weekend backpacker sharing honest gear reviews from the Rockies.',
        niches: ['Outdoors', 'Fitness', 'Travel'],
        languages: ['English', 'Spanish'],
        locationId: locationId('Denver', 'US'),
        gender: 'female',
        onboarding: allFlags(CREATOR_ONBOARDING_FLAGS),
        totalFollowers: 184_300,
      },
      { userId: ids.newCreator, onboarding: {} },
    ]),
    db.insert(socialAccounts).values([
      {
        creatorId: ids.creatorProfile,
        platform: 'instagram',
        handle: 'casey.on.trails',
        followers: 128_400,
        engagementRate: 4.1,
        lastSyncedAt: new Date().toISOString(),
      },
      {
        creatorId: ids.creatorProfile,
        platform: 'youtube',
        handle: 'CaseyRiveraOutdoors',
        followers: 55_900,
        engagementRate: 6.3,
        lastSyncedAt: new Date().toISOString(),
      },
    ]),
  ]);
  return ids;
};
