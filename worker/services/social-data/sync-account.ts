import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { creatorAudiences, creatorProfiles, socialAccountData, socialAccounts } from '../../../db/schema';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../lib/db';
import { abortUnlessChanged } from '../../lib/guarded-batch';
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
 * A creator's live accounts with their audiences (what the audience summary adds up), to read in the batch before
 * `saveSnapshot`; `creatorId` may be SQL when the creator is only known from the same batch's other rows.
 */
export const selectLiveAccounts = ({ db, creatorId }: { db: Db; creatorId: string | SQL }) =>
  db
    .select({ id: socialAccounts.id, followers: socialAccounts.followers, audience: socialAccountData.audience })
    .from(socialAccounts)
    .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
    .where(and(eq(socialAccounts.creatorId, creatorId), ne(socialAccounts.status, 'NOT_CONNECTED')));
export type LiveAccount = Awaited<ReturnType<typeof selectLiveAccounts>>[number];

/**
 * The one write path of synced social data: the account summary, the provider snapshot with our metrics, the
 * creator's follower total and audience summary (what brand search filters on) and the `connected_account`
 * flag, as the steps of one atomic batch; `written` takes that batch's results back to the stored account and data.
 * `synced` says whether fresh data arrived (it moves `last_synced_at`). `live` are the creator's live accounts read
 * before (`selectLiveAccounts`). `onlyIf` guards the account's stored status: when it no longer holds, the batch
 * aborts (`runGuardedBatch`: a 409).
 */
export const snapshotWrites = ({
  db,
  provider,
  creatorId,
  account,
  providerAccountId,
  snapshot,
  synced,
  statusAt,
  live,
  onlyIf,
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
  live: LiveAccount[];
  onlyIf?: SQL;
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
  const others = live.filter((o) => o.id !== account.id);
  const isLive = snapshot.status !== 'NOT_CONNECTED';
  const summary = summarizeAudiences([...others, ...(isLive ? [{ followers, audience: snapshot.audience }] : [])]);
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
  const steps: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    db
      .insert(socialAccounts)
      .values({ id: account.id, creatorId, platform: account.platform, ...accountValues })
      .onConflictDoUpdate({ target: socialAccounts.id, set: accountValues, ...(onlyIf ? { setWhere: onlyIf } : {}) })
      .returning(),
    ...(onlyIf ? [abortUnlessChanged(db)] : []),
    db
      .insert(socialAccountData)
      .values({ accountId: account.id, ...dataValues })
      .onConflictDoUpdate({ target: socialAccountData.accountId, set: dataValues })
      .returning(),
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
  ];
  const guarded = onlyIf ? 1 : 0;
  return {
    steps,
    /** The stored account and its data, from the results of a batch that ran `steps` from index `at`. */
    written: (results: readonly unknown[], at = 0) => ({
      account: (results[at] as AccountRow[])[0],
      data: (results[at + 1 + guarded] as AccountDataRow[])[0],
    }),
  };
};

/** A stored account with its last snapshot, as `saveSnapshot` needs it for a partial update. */
export const storedSnapshot = (account: AccountRow, data: AccountDataRow): Snapshot => ({
  status: account.status,
  products: data.products,
  profile: data.profile,
  audience: data.audience,
  contents: data.contents,
});
