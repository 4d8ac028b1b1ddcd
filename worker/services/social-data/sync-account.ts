import { and, eq, ne, sql } from 'drizzle-orm';
import { creatorAudiences, creatorProfiles, socialAccountData, socialAccounts } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type {
  TAccountStatus,
  TAudience,
  TContentItem,
  TPlatform,
  TProductSync,
  TSocialProfile,
} from '../../schemas/social';
import { withFlags } from '../creators/onboarding-flags';
import type { AccountDataRow, AccountRow } from './account-payload';
import { summarizeAudiences } from './audience-summary';
import { computeAccountMetrics } from './metrics';
import type { ProviderAccount, SocialDataProvider } from './provider';

export type Snapshot = {
  status: TAccountStatus;
  products: TProductSync;
  profile: TSocialProfile | null;
  audience: TAudience | null;
  contents: TContentItem[];
};
export type Product = 'profile' | 'audience' | 'contents';
const ALL_PRODUCTS: readonly Product[] = ['profile', 'audience', 'contents'];

/** Reads the named products of one account from the provider (all three by default). */
export const fetchProducts = async ({
  provider,
  accountId,
  products = ALL_PRODUCTS,
}: {
  provider: SocialDataProvider;
  accountId: string;
  products?: readonly Product[];
}) => {
  const [profile, audience, contents] = await Promise.all([
    products.includes('profile') ? provider.getProfile(accountId) : undefined,
    products.includes('audience') ? provider.getAudience(accountId) : undefined,
    products.includes('contents') ? provider.getContents(accountId) : undefined,
  ]);
  return { profile, audience, contents };
};

export const snapshotOf = (account: ProviderAccount, fetched: Awaited<ReturnType<typeof fetchProducts>>): Snapshot => ({
  status: account.status,
  products: account.products,
  profile: fetched.profile ?? null,
  audience: fetched.audience ?? null,
  contents: fetched.contents ?? [],
});

const totalFollowersSql = (creatorId: string) =>
  sql`(SELECT coalesce(sum(${socialAccounts.followers}), 0) FROM ${socialAccounts} WHERE ${socialAccounts.creatorId} = ${creatorId} AND ${socialAccounts.status} <> 'NOT_CONNECTED')`;

/**
 * The one write path of synced social data: the account summary, the provider snapshot with our metrics, the
 * creator's follower total and audience summary (what brand search filters on) and the `connected_account`
 * flag — one atomic batch. `synced` says whether fresh data arrived (it moves `last_synced_at`).
 */
export const saveSnapshot = async ({
  db,
  provider,
  creatorId,
  account,
  providerAccountId,
  snapshot,
  synced,
  statusAt,
}: {
  db: Db;
  provider: SocialDataProvider['name'];
  creatorId: string;
  account: { id: string; platform: TPlatform; handle: string; followers?: number; lastSyncedAt?: string | null };
  providerAccountId: string;
  snapshot: Snapshot;
  synced: boolean;
  /** The time of the status this snapshot carries, when it is a status change; null when the status is unchanged. */
  statusAt: string | null;
}) => {
  const now = new Date().toISOString();
  const syncedAt = synced ? now : (account.lastSyncedAt ?? now);
  const followers = snapshot.profile?.reputation.follower_count ?? account.followers ?? 0;
  const hasData = snapshot.profile !== null || snapshot.contents.length > 0;
  const metrics = hasData
    ? computeAccountMetrics({
        followers,
        following: snapshot.profile?.reputation.following_count ?? null,
        contents: snapshot.contents,
        audience: snapshot.audience,
        syncedAt,
      })
    : null;
  const others = await db
    .select({ followers: socialAccounts.followers, audience: socialAccountData.audience })
    .from(socialAccounts)
    .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
    .where(
      and(
        eq(socialAccounts.creatorId, creatorId),
        ne(socialAccounts.id, account.id),
        ne(socialAccounts.status, 'NOT_CONNECTED'),
      ),
    );
  const live = snapshot.status !== 'NOT_CONNECTED';
  const summary = summarizeAudiences([...others, ...(live ? [{ followers, audience: snapshot.audience }] : [])]);
  const accountValues = {
    handle: account.handle,
    status: snapshot.status,
    followers,
    engagementRate: metrics?.engagement_rate ?? 0,
    lastSyncedAt: syncedAt,
  };
  const dataValues = {
    provider,
    providerAccountId,
    products: snapshot.products,
    profile: snapshot.profile,
    audience: snapshot.audience,
    contents: snapshot.contents,
    metrics,
    updatedAt: now,
    ...(statusAt ? { statusAt } : {}),
  };

  await db.batch([
    db
      .insert(socialAccounts)
      .values({ id: account.id, creatorId, platform: account.platform, ...accountValues })
      .onConflictDoUpdate({ target: socialAccounts.id, set: accountValues }),
    db
      .insert(socialAccountData)
      .values({ accountId: account.id, ...dataValues })
      .onConflictDoUpdate({ target: socialAccountData.accountId, set: dataValues }),
    db
      .update(creatorProfiles)
      .set({
        totalFollowers: totalFollowersSql(creatorId),
        ...(snapshot.status === 'CONNECTED' ? { onboarding: withFlags({ connected_account: true }) } : {}),
      })
      .where(eq(creatorProfiles.id, creatorId)),
    summary
      ? db
          .insert(creatorAudiences)
          .values({ creatorId, ...summary, updatedAt: now })
          .onConflictDoUpdate({ target: creatorAudiences.creatorId, set: { ...summary, updatedAt: now } })
      : db.delete(creatorAudiences).where(eq(creatorAudiences.creatorId, creatorId)),
  ]);
  return { accountId: account.id };
};

/** A stored account with its last snapshot, as `saveSnapshot` needs it for a partial update. */
export const storedSnapshot = (account: AccountRow, data: AccountDataRow): Snapshot => ({
  status: account.status,
  products: data.products,
  profile: data.profile,
  audience: data.audience,
  contents: data.contents,
});
