import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  creatorAudiences,
  creatorProfiles,
  creatorRates,
  creatorReviews,
  locations,
  socialAccountData,
  socialAccounts,
  users,
} from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TApprovalQueue, TCreatorReview } from '../../schemas/staff';
import { accountPayload } from '../social-data/account-payload';

const QUEUE_LIMIT = 100;

/** The creator's newest review row (request or decision), as JSON; null when never reviewed. */
const latestReviewJson = sql<string | null>`(
  select json_object('decision', r.decision, 'reason', r.reason, 'created_at', r.created_at)
  from ${creatorReviews} r where r.creator_id = ${creatorProfiles.id} order by r.created_at desc limit 1)`;

/** The newest rejection's reason: what the creator was asked to change before resubmitting. */
const changesAskedSql = sql<string | null>`(
  select r.reason from ${creatorReviews} r where r.creator_id = ${creatorProfiles.id} and r.decision = 'rejected'
  order by r.created_at desc limit 1)`;

const parseReview = (json: string | null): TCreatorReview | null =>
  json ? (JSON.parse(json) as TCreatorReview) : null;

/**
 * Creators waiting for approval: PENDING, profile complete and an account connected, oldest first. A rejected
 * creator leaves the queue until they resubmit (`state=rejected` lists them instead).
 */
export const listApprovalQueue = async ({
  db,
  state,
}: {
  db: Db;
  state: 'waiting' | 'rejected';
}): Promise<TApprovalQueue> => {
  const latestDecision = sql`(select r.decision from ${creatorReviews} r where r.creator_id = ${creatorProfiles.id} order by r.created_at desc limit 1)`;
  const waiting = and(
    eq(users.status, 'PENDING'),
    eq(users.profileOf, 'Influencer'),
    sql`json_extract(${creatorProfiles.onboarding}, '$.profile_complete') = 1`,
    sql`json_extract(${creatorProfiles.onboarding}, '$.connected_account') = 1`,
    state === 'rejected' ? sql`${latestDecision} = 'rejected'` : sql`coalesce(${latestDecision}, '') <> 'rejected'`,
  );
  // The queue's ids as a subquery: its accounts and rates ride in the same batch (one round trip).
  const queueIds = db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(waiting)
    .orderBy(asc(creatorProfiles.createdAt))
    .limit(QUEUE_LIMIT);
  const [rows, accounts, rates] = await db.batch([
    db
      .select({
        creator: creatorProfiles,
        user: users,
        location: locations,
        audience: creatorAudiences,
        review: latestReviewJson,
        changesAsked: changesAskedSql,
      })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .leftJoin(locations, eq(locations.id, creatorProfiles.locationId))
      .leftJoin(creatorAudiences, eq(creatorAudiences.creatorId, creatorProfiles.id))
      .where(waiting)
      .orderBy(asc(creatorProfiles.createdAt))
      .limit(QUEUE_LIMIT),
    db
      .select({ account: socialAccounts, data: socialAccountData })
      .from(socialAccounts)
      .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
      .where(inArray(socialAccounts.creatorId, queueIds))
      .orderBy(asc(socialAccounts.platform)),
    db
      .select()
      .from(creatorRates)
      .where(inArray(creatorRates.creatorId, queueIds))
      .orderBy(asc(creatorRates.platform), asc(creatorRates.deliverableType)),
  ]);
  const results = rows.map(({ creator, user, location, audience, review, changesAsked }) => ({
    id: creator.id,
    user_id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    email_verified: user.emailVerified,
    signed_up_at: user.createdAt,
    display_picture: user.displayPicture,
    bio: creator.bio,
    niches: creator.niches,
    languages: creator.languages,
    location: location ? `${location.city}, ${location.country}` : null,
    total_followers: creator.totalFollowers,
    audience: audience
      ? {
          female_pct: audience.femalePct,
          male_pct: audience.malePct,
          top_age_range: audience.topAgeRange,
          top_country_code: audience.topCountryCode,
        }
      : null,
    accounts: accounts.filter((a) => a.account.creatorId === creator.id).map((a) => accountPayload(a.account, a.data)),
    rates: rates
      .filter((r) => r.creatorId === creator.id)
      .map((r) => ({
        platform: r.platform,
        deliverable_type: r.deliverableType,
        rate_cents: r.rateCents,
        currency: r.currency,
      })),
    latest_review: parseReview(review),
    changes_asked: changesAsked,
  }));
  return { count: results.length, results };
};
