import { desc, eq } from 'drizzle-orm';
import { creatorProfiles, locations, socialAccountData, socialAccounts, users } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import { inBatch, type Db, type DbKeys } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TCreatorSocialDetail } from '../../schemas/social';
import { resolveActingBrand } from '../../lib/auth/acting-brand';
import { canSeeProfileDetails, ensurePermission } from '../brands/plan-gate';
import { accountDetailPayload, type AccountRow } from './account-payload';

export type SocialViewer = { full: boolean; onlyCreatorId: string | null };

const LOCKED = ['audience', 'contents', 'metrics'] as const;

/**
 * Who may read creators' social data: staff and strategists in full; brands with Creator Profile (audience,
 * content and metrics need Profile Access too); a creator only their own (others' are 404).
 */
const socialViewer = async ({ db, auth }: { db: Db; auth: Auth }): Promise<SocialViewer> => {
  const { user } = auth;
  if (user.isStaff || user.profileOf === 'Staff' || user.profileOf === 'Strategist')
    return { full: true, onlyCreatorId: null };
  // The creator's own profile id is read with the session.
  if (user.profileOf === 'Influencer') return { full: true, onlyCreatorId: auth.creatorId ?? '' };
  const { brandId } = resolveActingBrand(auth);
  await ensurePermission({ db, auth, brandId, permission: 'CREATOR_PROFILE' });
  return { full: await canSeeProfileDetails({ db, auth, brandId }), onlyCreatorId: null };
};

const visibleTo = (viewer: SocialViewer, creatorId: string) =>
  viewer.onlyCreatorId === null || viewer.onlyCreatorId === creatorId;
/** Brands and strategists see live accounts only; the creator also sees the ones they disconnected. */
const shows = (viewer: SocialViewer, account: AccountRow) =>
  viewer.onlyCreatorId !== null || account.status !== 'NOT_CONNECTED';

/**
 * `GET /phyllo/creator/profile-detail/?profile_id=`: the creator and every visible account with its data, from the
 * stored provider data (refreshes happen on webhooks and syncs, never here), in one round trip: who may see what
 * is decided when the batch (with the session and its plan) returns, and what they may not see is dropped.
 */
export const creatorSocialDetail = async ({
  db,
  auth,
  creatorId,
}: DbKeys<'creatorId'> & { auth: Auth }): Promise<TCreatorSocialDetail> => {
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
      .where(eq(socialAccounts.creatorId, creatorId))
      .orderBy(desc(socialAccounts.followers)),
  ]);
  const viewer = await socialViewer({ db, auth });
  const c = creators[0];
  if (!c || !visibleTo(viewer, creatorId)) throw notFound('creator');
  return {
    creator: {
      id: c.id,
      name: `${c.first} ${c.last}`.trim(),
      display_picture: c.picture,
      location: c.city ? `${c.city}, ${c.country}` : null,
      niches: c.niches,
      total_followers: c.total,
    },
    accounts: accounts
      .filter((r) => shows(viewer, r.account))
      .map((r) => accountDetailPayload({ account: r.account, data: r.data, full: viewer.full })),
    locked: viewer.full ? [] : [...LOCKED],
  };
};

/**
 * `GET /phyllo/creator/social-account/detail/{id}/`: one account; `creatorId` (optional) must match it. One round
 * trip, as the profile detail: the account is read in the request's one batch (with the session when it folds),
 * then who may see it is decided from the session and its plan.
 */
export const socialAccountDetail = async ({
  db,
  auth,
  accountId,
  creatorId,
}: DbKeys<'accountId'> & { auth: Auth; creatorId?: string }) => {
  const [row] = await inBatch(
    db,
    db
      .select({ account: socialAccounts, data: socialAccountData })
      .from(socialAccounts)
      .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
      .where(eq(socialAccounts.id, accountId))
      .limit(1),
  );
  const viewer = await socialViewer({ db, auth });
  if (
    !row ||
    !shows(viewer, row.account) ||
    !visibleTo(viewer, row.account.creatorId) ||
    (creatorId && creatorId !== row.account.creatorId)
  )
    throw notFound('social account');
  return {
    account: accountDetailPayload({ account: row.account, data: row.data, full: viewer.full }),
    locked: viewer.full ? [] : [...LOCKED],
  };
};
