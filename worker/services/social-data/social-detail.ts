import { and, desc, eq, ne } from 'drizzle-orm';
import { creatorProfiles, locations, socialAccountData, socialAccounts, users } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TCreatorSocialDetail } from '../../schemas/social';
import { resolveActingBrand } from '../../lib/auth/acting-brand';
import { canSeeProfileDetails, ensurePermission } from '../brands/plan-gate';
import { accountDetailPayload } from './account-payload';

export type SocialViewer = { full: boolean; onlyCreatorId: string | null };

const LOCKED = ['audience', 'contents', 'metrics'] as const;

/**
 * Who may read creators' social data: staff and strategists in full; brands with Creator Profile (audience,
 * content and metrics need Profile Access too); a creator only their own (others' are 404).
 */
export const socialViewer = async ({ db, auth }: { db: Db; auth: Auth }): Promise<SocialViewer> => {
  const { user } = auth;
  if (user.isStaff || user.profileOf === 'Staff' || user.profileOf === 'Strategist')
    return { full: true, onlyCreatorId: null };
  if (user.profileOf === 'Influencer') {
    const [own] = await db
      .select({ id: creatorProfiles.id })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, user.id))
      .limit(1);
    return { full: true, onlyCreatorId: own?.id ?? '' };
  }
  const { brandId } = resolveActingBrand(auth);
  await ensurePermission({ db, auth, brandId, permission: 'CREATOR_PROFILE' });
  return { full: await canSeeProfileDetails({ db, auth, brandId }), onlyCreatorId: null };
};

const visibleTo = (viewer: SocialViewer, creatorId: string) =>
  viewer.onlyCreatorId === null || viewer.onlyCreatorId === creatorId;
/** Brands and strategists see live accounts only; the creator also sees the ones they disconnected. */
const accountFilter = (viewer: SocialViewer) =>
  viewer.onlyCreatorId === null ? ne(socialAccounts.status, 'NOT_CONNECTED') : undefined;

/** `GET /phyllo/creator/profile-detail/?profile_id=`: the creator and every visible account with its data. */
export const creatorSocialDetail = async ({
  db,
  viewer,
  creatorId,
}: {
  db: Db;
  viewer: SocialViewer;
  creatorId: string;
}): Promise<TCreatorSocialDetail> => {
  if (!visibleTo(viewer, creatorId)) throw notFound('creator');
  const [creators, accounts] = await db.batch([
    db
      .select({
        id: creatorProfiles.id,
        first: users.firstName,
        last: users.lastName,
        picture: users.displayPicture,
        city: locations.city,
        country: locations.country,
        niches: creatorProfiles.niches,
        total: creatorProfiles.totalFollowers,
      })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .leftJoin(locations, eq(locations.id, creatorProfiles.locationId))
      .where(eq(creatorProfiles.id, creatorId))
      .limit(1),
    db
      .select({ account: socialAccounts, data: socialAccountData })
      .from(socialAccounts)
      .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
      .where(and(eq(socialAccounts.creatorId, creatorId), accountFilter(viewer)))
      .orderBy(desc(socialAccounts.followers)),
  ]);
  const c = creators[0];
  if (!c) throw notFound('creator');
  return {
    creator: {
      id: c.id,
      name: `${c.first} ${c.last}`.trim(),
      display_picture: c.picture,
      location: c.city ? `${c.city}, ${c.country}` : null,
      niches: c.niches,
      total_followers: c.total,
    },
    accounts: accounts.map((r) => accountDetailPayload({ account: r.account, data: r.data, full: viewer.full })),
    locked: viewer.full ? [] : [...LOCKED],
  };
};

/** `GET /phyllo/creator/social-account/detail/{id}/`: one account; `creatorId` (optional) must match it. */
export const socialAccountDetail = async ({
  db,
  viewer,
  accountId,
  creatorId,
}: {
  db: Db;
  viewer: SocialViewer;
  accountId: string;
  creatorId?: string;
}) => {
  const [row] = await db
    .select({ account: socialAccounts, data: socialAccountData })
    .from(socialAccounts)
    .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
    .where(and(eq(socialAccounts.id, accountId), accountFilter(viewer)))
    .limit(1);
  if (!row || !visibleTo(viewer, row.account.creatorId) || (creatorId && creatorId !== row.account.creatorId))
    throw notFound('social account');
  return {
    account: accountDetailPayload({ account: row.account, data: row.data, full: viewer.full }),
    locked: viewer.full ? [] : [...LOCKED],
  };
};
