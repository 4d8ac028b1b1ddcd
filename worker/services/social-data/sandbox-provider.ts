import { and, eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import {
  creatorAudiences,
  creatorProfiles,
  locations,
  socialAccountData,
  socialAccounts,
  users,
} from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import type { TPlatform, TProductSync } from '../../schemas/social';
import { parseSandboxAccountId, sandboxAccountId } from './sandbox-account-id';
import type { SocialDataProvider } from './provider';
import { CONTENT_COUNT, sandboxAccountData, type SandboxAnchors } from './sandbox-data';
import { loadSandboxPosts, sandboxPostItems } from './sandbox-posts';

const AUDIENCE = 'social-sandbox-connect';
const TOKEN_SECONDS = 30 * 60;
const encoder = new TextEncoder();

/** The sandbox widget's server side: checks the SDK token and mints the account id the widget hands back. */
export const sandboxConnect = async ({
  secret,
  sdkToken,
  platform,
  handle,
}: {
  secret: string;
  sdkToken: string;
  platform: TPlatform;
  handle: string;
}) => {
  let userId: string | undefined;
  try {
    userId = (await jwtVerify(sdkToken, encoder.encode(secret), { audience: AUDIENCE, algorithms: ['HS256'] })).payload
      .sub;
  } catch {
    userId = undefined;
  }
  if (!userId) throw new AppError('bad_token', 'This connect session has expired. Start again.');
  return { account_id: sandboxAccountId({ userId, platform, handle }), work_platform: platform, user_id: userId };
};

/** What the sandbox "remembers": the stored account, its creator and their audience summary anchor the data. */
const loadAnchors = async (db: Db, userId: string, platform: TPlatform, handle: string): Promise<SandboxAnchors> => {
  const [account, creator] = await db.batch([
    db
      .select({
        followers: socialAccounts.followers,
        engagementRate: socialAccounts.engagementRate,
        syncedAt: socialAccounts.lastSyncedAt,
        audience: socialAccountData.audience,
      })
      .from(socialAccounts)
      .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
      .where(and(eq(socialAccounts.platform, platform), eq(socialAccounts.handle, handle)))
      .limit(1),
    db
      .select({
        first: users.firstName,
        last: users.lastName,
        bio: creatorProfiles.bio,
        niches: creatorProfiles.niches,
        country: locations.countryCode,
        audience: creatorAudiences,
      })
      .from(users)
      .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
      .leftJoin(locations, eq(locations.id, creatorProfiles.locationId))
      .leftJoin(creatorAudiences, eq(creatorAudiences.creatorId, creatorProfiles.id))
      .where(eq(users.id, userId))
      .limit(1),
  ]);
  const a = account[0];
  const c = creator[0];
  return {
    followers: a && a.followers > 0 ? a.followers : undefined,
    syncedAt: a?.syncedAt ?? undefined,
    engagementRate: a && a.engagementRate > 0 ? a.engagementRate : undefined,
    fullName: c ? `${c.first} ${c.last}`.trim() : undefined,
    bio: c?.bio || undefined,
    niches: c?.niches.length ? c.niches : undefined,
    countryCode: c?.audience?.topCountryCode ?? c?.country ?? undefined,
    femalePct: c?.audience?.femalePct,
    topAge: c?.audience?.topAgeRange,
    audience: a?.audience ?? undefined,
  };
};

const syncedNow = (): TProductSync => {
  const at = new Date().toISOString();
  return {
    identity: { status: 'SYNCED', last_sync_at: at },
    engagement: { status: 'SYNCED', last_sync_at: at },
    audience: { status: 'SYNCED', last_sync_at: at },
  };
};

/** The default provider: deterministic data, no network (DESIGN §7). */
export const createSandboxProvider = ({ db, secret }: { db: Db; secret: string }): SocialDataProvider => {
  // One request reads profile, audience and contents of the same account: generate its data once.
  const cache = new Map<string, Promise<ReturnType<typeof sandboxAccountData> | null>>();
  const generate = async (accountId: string) => {
    const parsed = parseSandboxAccountId(accountId);
    if (!parsed) return null;
    const [anchors, posts] = await Promise.all([
      loadAnchors(db, parsed.userId, parsed.platform, parsed.handle),
      loadSandboxPosts({ db, userId: parsed.userId, platform: parsed.platform }),
    ]);
    const data = sandboxAccountData({ ...parsed, anchors });
    // The account's feed also holds the campaign posts its creator published there; a page of the newest is listed.
    const own = sandboxPostItems({
      posts,
      platform: parsed.platform,
      handle: parsed.handle,
      followers: data.profile.reputation.follower_count ?? 0,
    });
    return {
      ...data,
      contents: [...own, ...data.contents]
        .sort((a, b) => b.published_at.localeCompare(a.published_at))
        .slice(0, CONTENT_COUNT),
    };
  };
  const dataOf = (accountId: string) => {
    if (!cache.has(accountId)) cache.set(accountId, generate(accountId));
    return cache.get(accountId)!;
  };
  return {
    name: 'sandbox',
    createSdkToken: async (user) => {
      const expiresAt = new Date(Date.now() + TOKEN_SECONDS * 1000);
      const sdkToken = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setAudience(AUDIENCE)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(encoder.encode(secret));
      return {
        provider: 'sandbox',
        sdk_token: sdkToken,
        user_id: user.id,
        expires_at: expiresAt.toISOString(),
        products: ['IDENTITY', 'IDENTITY.AUDIENCE', 'ENGAGEMENT'],
        environment: 'sandbox',
      };
    },
    getAccount: async (accountId) => {
      const parsed = parseSandboxAccountId(accountId);
      return parsed
        ? {
            id: accountId,
            platform: parsed.platform,
            handle: parsed.handle,
            status: 'CONNECTED',
            externalUserId: parsed.userId,
            products: syncedNow(),
          }
        : null;
    },
    getProfile: async (accountId) => (await dataOf(accountId))?.profile ?? null,
    getAudience: async (accountId) => (await dataOf(accountId))?.audience ?? null,
    getContents: async (accountId) => (await dataOf(accountId))?.contents ?? [],
    requestRefresh: async (accountId) => {
      if (!parseSandboxAccountId(accountId)) throw notFound('social account');
    },
    disconnect: async () => {},
  };
};
