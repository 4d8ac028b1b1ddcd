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
import { creatorAnchorColumns, creatorAnchors } from './sandbox-creator-anchors';
import { CONTENT_COUNT, sandboxAccountData, type SandboxAnchors } from './sandbox-data';
import { sandboxPostItems, sandboxPostReads, sandboxPostsOf, type SandboxPostRows } from './sandbox-posts';

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

/** Where the sandbox's memory of an account is read from: its owner and the account (by platform and handle, or our id). */
type AnchorKey = { userId: string; account: { platform: TPlatform; handle: string } | { id: string } };

/**
 * What the sandbox "remembers", as statements for one batch: the stored account, its creator with their audience
 * summary, and the creator's live campaign posts anchor the data (`anchorsOf` shapes the rows).
 */
const anchorReads = (db: Db, { userId, account }: AnchorKey) =>
  [
    db
      .select({
        platform: socialAccounts.platform,
        handle: socialAccounts.handle,
        followers: socialAccounts.followers,
        engagementRate: socialAccounts.engagementRate,
        syncedAt: socialAccounts.lastSyncedAt,
        audience: socialAccountData.audience,
      })
      .from(socialAccounts)
      .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
      .where(
        'id' in account
          ? eq(socialAccounts.id, account.id)
          : and(eq(socialAccounts.platform, account.platform), eq(socialAccounts.handle, account.handle)),
      )
      .limit(1),
    db
      .select(creatorAnchorColumns)
      .from(users)
      .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
      .leftJoin(locations, eq(locations.id, creatorProfiles.locationId))
      .leftJoin(creatorAudiences, eq(creatorAudiences.creatorId, creatorProfiles.id))
      .where(eq(users.id, userId))
      .limit(1),
    ...sandboxPostReads({ db, userId }),
  ] as const;
type AnchorRows = [
  Awaited<ReturnType<typeof anchorReads>[0]>,
  Awaited<ReturnType<typeof anchorReads>[1]>,
  ...SandboxPostRows,
];

const anchorsOf = ([[a], [c]]: AnchorRows): SandboxAnchors => ({
  followers: a && a.followers > 0 ? a.followers : undefined,
  syncedAt: a?.syncedAt ?? undefined,
  engagementRate: a && a.engagementRate > 0 ? a.engagementRate : undefined,
  audience: a?.audience ?? undefined,
  ...(c && creatorAnchors(c)),
});

const keyOf = (userId: string, platform: TPlatform, handle: string) => JSON.stringify([userId, platform, handle]);

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
  // Anchors read in a caller's batch (`prefetch`), by owner, platform and handle.
  const primed = new Map<string, AnchorRows>();
  // One request reads profile, audience and contents of the same account: generate its data once.
  const cache = new Map<string, Promise<ReturnType<typeof sandboxAccountData> | null>>();
  const generate = async (accountId: string) => {
    const parsed = parseSandboxAccountId(accountId);
    if (!parsed) return null;
    const key = { userId: parsed.userId, account: { platform: parsed.platform, handle: parsed.handle } };
    const rows =
      primed.get(keyOf(parsed.userId, parsed.platform, parsed.handle)) ??
      ((await db.batch(anchorReads(db, key))) as unknown as AnchorRows);
    const data = sandboxAccountData({ ...parsed, anchors: anchorsOf(rows) });
    // The account's feed also holds the campaign posts its creator published there; a page of the newest is listed.
    const own = sandboxPostItems({
      posts: sandboxPostsOf({ rows: [rows[2], rows[3]], platform: parsed.platform }),
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
  const prefetch: NonNullable<SocialDataProvider['prefetch']> = (target) => {
    const parsed = 'providerAccountId' in target ? parseSandboxAccountId(target.providerAccountId) : null;
    const key: AnchorKey | null = parsed
      ? { userId: parsed.userId, account: { platform: parsed.platform, handle: parsed.handle } }
      : 'accountId' in target
        ? { userId: target.userId, account: { id: target.accountId } }
        : null;
    if (!key) return { steps: [], prime: () => undefined };
    return {
      steps: [...anchorReads(db, key)],
      prime: (results) => {
        const rows = results as unknown as AnchorRows;
        // By our id the account names its platform and handle; an id with no account anchors nothing known.
        const account = 'id' in key.account ? rows[0][0] : key.account;
        if (account) primed.set(keyOf(key.userId, account.platform, account.handle), rows);
      },
    };
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
    prefetch,
  };
};
