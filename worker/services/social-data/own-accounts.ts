import { and, asc, eq, ne, or } from 'drizzle-orm';
import { socialAccountData, socialAccounts } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { runGuardedBatch } from '../../lib/guarded-batch';
import { accountDetailPayload, accountPayload, type AccountDataRow, type AccountRow } from './account-payload';
import { prefetchOf, type ProviderAccount, type SocialDataProvider } from './provider';
import {
  fetchProducts,
  selectLiveAccounts,
  snapshotOf,
  snapshotWrites,
  storedSnapshot,
  type LiveAccount,
  type Snapshot,
} from './sync-account';

/** The signed-in creator: their profile id and user id (both known from the session). */
export type OwnCreator = { id: string; userId: string };

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

/** The account already connected under the provider's id or the platform's handle (by anyone), to ride in a batch. */
export const selectConnected = ({
  db,
  provider,
  account,
}: {
  db: Db;
  provider: SocialDataProvider['name'];
  account: ProviderAccount;
}) =>
  db
    .select({ id: socialAccounts.id, creatorId: socialAccounts.creatorId, followers: socialAccounts.followers })
    .from(socialAccounts)
    .leftJoin(socialAccountData, eq(socialAccountData.accountId, socialAccounts.id))
    .where(
      or(
        and(eq(socialAccountData.provider, provider), eq(socialAccountData.providerAccountId, account.id)),
        and(eq(socialAccounts.platform, account.platform), eq(socialAccounts.handle, account.handle)),
      ),
    )
    .limit(1);
type Connected = Awaited<ReturnType<typeof selectConnected>>[number];

/**
 * The write batch of a connect, once its reads are in: an account another creator already connected is a 409;
 * else the provider's fresh data is saved as the account's snapshot (a new account, or the same one synced again).
 */
export const connectWrites = async ({
  db,
  provider,
  creatorId,
  account,
  existing,
  live,
  statusAt = new Date().toISOString(),
}: {
  db: Db;
  provider: SocialDataProvider;
  creatorId: string;
  account: ProviderAccount;
  existing: Connected | undefined;
  live: LiveAccount[];
  statusAt?: string;
}) => {
  if (existing && existing.creatorId !== creatorId)
    throw conflict('This account is already connected to another creator. Contact support if it is yours.');
  const fetched = await fetchProducts({ provider, accountId: account.id });
  return snapshotWrites({
    db,
    provider: provider.name,
    creatorId,
    account: {
      id: existing?.id ?? crypto.randomUUID(),
      platform: account.platform,
      handle: account.handle,
      followers: existing?.followers,
    },
    providerAccountId: account.id,
    snapshot: snapshotOf(account, fetched),
    synced: true,
    statusAt,
    live,
  });
};

const detailOf = ({ account, data }: { account: AccountRow; data: AccountDataRow }) =>
  accountDetailPayload({ account, data, full: true });

/**
 * The widget's `accountConnected(accountId)`: the provider must know the account as this user's (else 404); an
 * account another creator already connected is a 409. Connecting again re-syncs (idempotent). Two round trips: the
 * reads (with the session and the sandbox's own reads), then the snapshot's batch, whose rows are the answer.
 */
export const connectOwnAccount = async ({
  db,
  provider,
  creator,
  providerAccountId,
}: {
  db: Db;
  provider: SocialDataProvider;
  creator: OwnCreator;
  providerAccountId: string;
}) => {
  const account = await provider.getAccount(providerAccountId);
  if (!account || account.externalUserId !== creator.userId) throw notFound('social account');
  const prefetch = prefetchOf(provider, { providerAccountId });
  const [[existing], live, ...prefetched] = await db.batch([
    selectConnected({ db, provider: provider.name, account }),
    selectLiveAccounts({ db, creatorId: creator.id }),
    ...prefetch.steps,
  ]);
  prefetch.prime(prefetched);
  const writes = await connectWrites({ db, provider, creatorId: creator.id, account, existing, live });
  const written = writes.written(await db.batch(writes.steps));
  return { detail: detailOf(written), created: !existing };
};

/** One of a creator's own accounts, as the verbs on it are asked for it. */
type OwnAccountInput = { db: Db; provider: SocialDataProvider; creator: OwnCreator; accountId: string };

/** Our account of the creator with its data and the creator's live accounts, plus the provider's own reads: one batch. */
const readOwnAccount = async ({ db, provider, creator, accountId }: OwnAccountInput) => {
  const prefetch = prefetchOf(provider, { userId: creator.userId, accountId });
  const [[row], live, ...prefetched] = await db.batch([
    accountsWithData(db)
      .where(and(eq(socialAccounts.id, accountId), eq(socialAccounts.creatorId, creator.id)))
      .limit(1),
    selectLiveAccounts({ db, creatorId: creator.id }),
    ...prefetch.steps,
  ]);
  if (!row) throw notFound('social account');
  prefetch.prime(prefetched);
  return { ...row, live };
};

const STILL_DISCONNECTED = 'This account is disconnected. Connect it again first.';

/**
 * Pulls fresh data for a connected account. An expired session or a disconnected account must reconnect: 409.
 * Two round trips: the reads, then the snapshot's batch guarded on the account still being connected.
 */
export const refreshOwnAccount = async ({ db, provider, creator, accountId }: OwnAccountInput) => {
  const { account, data, live } = await readOwnAccount({ db, provider, creator, accountId });
  if (account.status !== 'CONNECTED')
    throw conflict(
      account.status === 'SESSION_EXPIRED'
        ? 'The platform session expired. Reconnect the account to refresh it.'
        : STILL_DISCONNECTED,
    );
  if (!data || data.provider !== provider.name)
    throw conflict('This account was never synced with the current data provider. Connect it again.');
  await provider.requestRefresh(data.providerAccountId);
  const providerAccount = await provider.getAccount(data.providerAccountId);
  if (!providerAccount) throw conflict('The data provider no longer knows this account. Connect it again.');
  const fetched = await fetchProducts({ provider, accountId: data.providerAccountId });
  const writes = snapshotWrites({
    db,
    provider: provider.name,
    creatorId: creator.id,
    account,
    providerAccountId: data.providerAccountId,
    snapshot: snapshotOf(providerAccount, fetched),
    synced: true,
    statusAt: new Date().toISOString(),
    live,
    onlyIf: eq(socialAccounts.status, 'CONNECTED'),
  });
  return detailOf(writes.written(await runGuardedBatch(db, writes.steps, STILL_DISCONNECTED)));
};

const ALREADY_DISCONNECTED = 'This account is already disconnected.';

/** Stops syncing an account; its data stays for the creator (brands stop seeing it). Twice → 409. Two round trips. */
export const disconnectOwnAccount = async ({ db, provider, creator, accountId }: OwnAccountInput) => {
  const { account, data, live } = await readOwnAccount({ db, provider, creator, accountId });
  if (account.status === 'NOT_CONNECTED') throw conflict(ALREADY_DISCONNECTED);
  if (data && data.provider === provider.name) await provider.disconnect(data.providerAccountId);
  const snapshot = data
    ? { ...storedSnapshot(account, data), status: 'NOT_CONNECTED' as const }
    : { ...NO_DATA, status: 'NOT_CONNECTED' as const };
  const writes = snapshotWrites({
    db,
    provider: data?.provider ?? provider.name,
    creatorId: creator.id,
    account,
    providerAccountId: data?.providerAccountId ?? account.id,
    snapshot,
    synced: false,
    statusAt: new Date().toISOString(),
    live,
    onlyIf: ne(socialAccounts.status, 'NOT_CONNECTED'),
  });
  return detailOf(writes.written(await runGuardedBatch(db, writes.steps, ALREADY_DISCONNECTED)));
};
