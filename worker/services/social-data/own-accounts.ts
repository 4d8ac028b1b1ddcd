import { and, asc, eq, or } from 'drizzle-orm';
import { socialAccountData, socialAccounts } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import type { CreatorRow } from '../creators/load-creator';
import { accountDetailPayload, accountPayload } from './account-payload';
import type { SocialDataProvider } from './provider';
import { fetchProducts, saveSnapshot, snapshotOf, storedSnapshot, type Snapshot } from './sync-account';

const NO_DATA: Omit<Snapshot, 'status'> = {
  products: {
    identity: { status: 'NOT_AVAILABLE', last_sync_at: null },
    engagement: { status: 'NOT_AVAILABLE', last_sync_at: null },
    audience: { status: 'NOT_AVAILABLE', last_sync_at: null },
  },
  profile: null,
  audience: null,
  contents: [],
};

const accountsWithData = (db: Db) =>
  db
    .select({ account: socialAccounts, data: socialAccountData })
    .from(socialAccounts)
    .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id));

/** The statement reading a creator's accounts with their data, to ride in a batch; `ownAccountsOf` shapes its rows. */
export const selectOwnAccounts = ({ db, creatorId }: { db: Db; creatorId: string }) =>
  accountsWithData(db)
    .where(eq(socialAccounts.creatorId, creatorId))
    .orderBy(asc(socialAccounts.platform), asc(socialAccounts.createdAt));

export const ownAccountsOf = (rows: Awaited<ReturnType<typeof selectOwnAccounts>>) =>
  rows.map((r) => accountPayload(r.account, r.data));

export const listOwnAccounts = async ({ db, creatorId }: { db: Db; creatorId: string }) =>
  ownAccountsOf(await inBatch(db, selectOwnAccounts({ db, creatorId })));

/** One of the creator's own accounts, or 404 (another creator's account does not exist for them). */
const loadOwnAccount = async ({ db, creatorId, accountId }: { db: Db; creatorId: string; accountId: string }) => {
  const [row] = await inBatch(
    db,
    accountsWithData(db)
      .where(and(eq(socialAccounts.id, accountId), eq(socialAccounts.creatorId, creatorId)))
      .limit(1),
  );
  if (!row) throw notFound('social account');
  return row;
};

export const ownAccountDetail = async ({
  db,
  creatorId,
  accountId,
}: {
  db: Db;
  creatorId: string;
  accountId: string;
}) => {
  const row = await loadOwnAccount({ db, creatorId, accountId });
  return accountDetailPayload({ account: row.account, data: row.data, full: true });
};

/**
 * The widget's `accountConnected(accountId)`: the provider must know the account as this user's (else 404); an
 * account another creator already connected is a 409. Connecting again re-syncs (idempotent).
 */
export const connectOwnAccount = async ({
  db,
  provider,
  creator,
  providerAccountId,
}: {
  db: Db;
  provider: SocialDataProvider;
  creator: CreatorRow;
  providerAccountId: string;
}) => {
  const account = await provider.getAccount(providerAccountId);
  if (!account || account.externalUserId !== creator.userId) throw notFound('social account');
  const [existing] = await db
    .select({ id: socialAccounts.id, creatorId: socialAccounts.creatorId, followers: socialAccounts.followers })
    .from(socialAccounts)
    .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
    .where(
      or(
        and(eq(socialAccountData.provider, provider.name), eq(socialAccountData.providerAccountId, account.id)),
        and(eq(socialAccounts.platform, account.platform), eq(socialAccounts.handle, account.handle)),
      ),
    )
    .limit(1);
  if (existing && existing.creatorId !== creator.id)
    throw conflict('This account is already connected to another creator. Contact support if it is yours.');
  const fetched = await fetchProducts({ provider, accountId: account.id });
  const { accountId } = await saveSnapshot({
    db,
    provider: provider.name,
    creatorId: creator.id,
    account: {
      id: existing?.id ?? crypto.randomUUID(),
      platform: account.platform,
      handle: account.handle,
      followers: existing?.followers,
    },
    providerAccountId: account.id,
    snapshot: snapshotOf(account, fetched),
    synced: true,
    statusAt: new Date().toISOString(),
  });
  return { detail: await ownAccountDetail({ db, creatorId: creator.id, accountId }), created: !existing };
};

/** Pulls fresh data for a connected account. An expired session or a disconnected account must reconnect: 409. */
export const refreshOwnAccount = async ({
  db,
  provider,
  creator,
  accountId,
}: {
  db: Db;
  provider: SocialDataProvider;
  creator: CreatorRow;
  accountId: string;
}) => {
  const { account, data } = await loadOwnAccount({ db, creatorId: creator.id, accountId });
  if (account.status !== 'CONNECTED')
    throw conflict(
      account.status === 'SESSION_EXPIRED'
        ? 'The platform session expired. Reconnect the account to refresh it.'
        : 'This account is disconnected. Connect it again first.',
    );
  if (!data || data.provider !== provider.name)
    throw conflict('This account was never synced with the current data provider. Connect it again.');
  await provider.requestRefresh(data.providerAccountId);
  const providerAccount = await provider.getAccount(data.providerAccountId);
  if (!providerAccount) throw conflict('The data provider no longer knows this account. Connect it again.');
  const fetched = await fetchProducts({ provider, accountId: data.providerAccountId });
  await saveSnapshot({
    db,
    provider: provider.name,
    creatorId: creator.id,
    account,
    providerAccountId: data.providerAccountId,
    snapshot: snapshotOf(providerAccount, fetched),
    synced: true,
    statusAt: new Date().toISOString(),
  });
  return ownAccountDetail({ db, creatorId: creator.id, accountId });
};

/** Stops syncing an account; its data stays for the creator (brands stop seeing it). Twice → 409. */
export const disconnectOwnAccount = async ({
  db,
  provider,
  creator,
  accountId,
}: {
  db: Db;
  provider: SocialDataProvider;
  creator: CreatorRow;
  accountId: string;
}) => {
  const { account, data } = await loadOwnAccount({ db, creatorId: creator.id, accountId });
  if (account.status === 'NOT_CONNECTED') throw conflict('This account is already disconnected.');
  if (data && data.provider === provider.name) await provider.disconnect(data.providerAccountId);
  const snapshot = data
    ? { ...storedSnapshot(account, data), status: 'NOT_CONNECTED' as const }
    : { ...NO_DATA, status: 'NOT_CONNECTED' as const };
  await saveSnapshot({
    db,
    provider: data?.provider ?? provider.name,
    creatorId: creator.id,
    account,
    providerAccountId: data?.providerAccountId ?? account.id,
    snapshot,
    synced: false,
    statusAt: new Date().toISOString(),
  });
  return ownAccountDetail({ db, creatorId: creator.id, accountId });
};
