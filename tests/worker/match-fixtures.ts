import { eq } from 'drizzle-orm';
import { brands, campaignMatches, campaigns, creatorProfiles, users } from '../../db/schema';
import { newDomainEvent } from '../../worker/services/outbox/outbox';
import { signupCreator, testDb } from './helpers';

/** A fresh creator invited to a fresh campaign of `brandName`, and the `match.invited` event of it. */
export const invitedMatch = async (brandName = 'Acme Outdoors') => {
  const db = testDb();
  const creator = await signupCreator();
  const [profile] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, creator.user.id));
  const [brand] = await db.select().from(brands).where(eq(brands.name, brandName));
  const [owner] = await db.select().from(users).where(eq(users.id, brand!.ownerId));
  const [campaign] = await db
    .insert(campaigns)
    .values({ brandId: brand!.id, title: `Trail test ${crypto.randomUUID().slice(0, 6)}`, status: 'active' })
    .returning();
  const [match] = await db
    .insert(campaignMatches)
    .values({
      campaignId: campaign!.id,
      brandId: brand!.id,
      creatorId: profile!.id,
      status: 'invited',
      source: 'invited',
      statusChangedAt: new Date().toISOString(),
    })
    .returning();
  const { event, insert } = newDomainEvent({
    db,
    type: 'match.invited',
    payload: {
      match_id: match!.id,
      campaign_id: campaign!.id,
      actor_id: owner!.id,
    },
  });
  await insert;
  return { db, creator, campaign: campaign!, match: match!, event, ownerId: owner!.id };
};
