import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { creatorProfiles, socialAccountData, socialAccounts, socialWebhookEvents } from '../../../db/schema';
import { hmacHex } from '../../lib/auth/hmac';
import { timingSafeEqual } from '../../lib/auth/password';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { TAccountStatus, TProductSync } from '../../schemas/social';
import { connectWrites, selectConnected } from './own-accounts';
import { prefetchOf, type ProviderAccount, type SocialDataProvider } from './provider';
import {
  fetchProducts,
  selectLiveAccounts,
  snapshotOf,
  snapshotWrites,
  storedSnapshot,
  type Product,
} from './sync-account';

const encoder = new TextEncoder();

/** HMAC-SHA256 (hex) of the raw body, in `Phyllo-Signature` or (possibly several, comma-separated) `Webhook-Signatures`. */
export const verifyWebhookSignature = async ({
  secret,
  rawBody,
  headers,
}: {
  secret: string;
  rawBody: string;
  headers: (string | undefined)[];
}) => {
  const expected = encoder.encode(await hmacHex(secret, rawBody));
  const candidates = headers
    .flatMap((h) => (h ? h.split(',') : []))
    .map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/^sha256=/, ''),
    );
  return candidates.some((c) => timingSafeEqual(encoder.encode(c), expected));
};

const PRODUCT_EVENTS: Record<string, Product[]> = {
  'PROFILES.ADDED': ['profile'],
  'PROFILES.UPDATED': ['profile'],
  'PROFILES_AUDIENCE.ADDED': ['audience'],
  'PROFILES_AUDIENCE.UPDATED': ['audience'],
  'CONTENTS.ADDED': ['contents'],
  'CONTENTS.UPDATED': ['contents'],
};
const STATUS_EVENTS: Record<string, TAccountStatus> = {
  'ACCOUNTS.DISCONNECTED': 'NOT_CONNECTED',
  'SESSION.EXPIRED': 'SESSION_EXPIRED',
};
const PRODUCT_OF: Record<Product, keyof TProductSync> = {
  profile: 'identity',
  audience: 'audience',
  contents: 'engagement',
};

type Outcome = 'processed' | 'ignored' | 'duplicate';
type WebhookEvent = { id: string; event: string; data: { account_id: string; last_updated_time?: string } };

/** The event's own time (the provider's `last_updated_time`), never later than now; without one, the time it arrived. */
const eventTime = (event: WebhookEvent, now = Date.now()) => {
  const at = event.data.last_updated_time ? Date.parse(event.data.last_updated_time) : NaN;
  return new Date(Number.isNaN(at) ? now : Math.min(at, now)).toISOString();
};

/**
 * Like `abortUnlessChanged` (worker/lib/guarded-batch.ts), but the error names the outcome: a bad JSON path's
 * error quotes the path, so the caller knows which guard tripped.
 */
const abortUnlessChangedAs = (db: Db, outcome: Outcome) =>
  db.run(sql`SELECT CASE WHEN changes() = 0 THEN json_extract('{}', ${sql.raw(`'${outcome}'`)}) END`);
const trippedOutcome = (e: unknown): Outcome | null =>
  (/bad JSON path: '(duplicate|ignored)'/.exec(String((e as Error)?.message ?? e))?.[1] as Outcome) ?? null;

/**
 * Everything the event's decision needs, in one batch keyed on the event and the account it names: whether the
 * event was handled already, our account under the provider's id, the creator it belongs to (for a first
 * ACCOUNTS.CONNECTED: the provider's user), their live accounts, an account already connected under the same
 * handle, and the sandbox provider's own reads.
 */
const readEvent = async (
  db: Db,
  provider: SocialDataProvider,
  event: WebhookEvent,
  account: ProviderAccount | null,
) => {
  const providerAccountId = event.data.account_id;
  const byProviderId = and(
    eq(socialAccountData.provider, provider.name),
    eq(socialAccountData.providerAccountId, providerAccountId),
  );
  const userId = account?.externalUserId ?? '';
  const creatorId = sql`coalesce((${db
    .select({ id: socialAccounts.creatorId })
    .from(socialAccountData)
    .innerJoin(socialAccounts, eq(socialAccounts.id, socialAccountData.accountId))
    .where(
      byProviderId,
    )}), (${db.select({ id: creatorProfiles.id }).from(creatorProfiles).where(eq(creatorProfiles.userId, userId))}))`;
  const prefetch = prefetchOf(provider, { providerAccountId });
  const [claimed, [stored], [creator], live, ...rest] = await db.batch([
    db.select({ id: socialWebhookEvents.id }).from(socialWebhookEvents).where(eq(socialWebhookEvents.id, event.id)),
    db
      .select({ account: socialAccounts, data: socialAccountData })
      .from(socialAccountData)
      .innerJoin(socialAccounts, eq(socialAccounts.id, socialAccountData.accountId))
      .where(byProviderId)
      .limit(1),
    db.select({ id: creatorProfiles.id }).from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1),
    selectLiveAccounts({ db, creatorId }),
    ...prefetch.steps,
    ...(account ? [selectConnected({ db, provider: provider.name, account })] : []),
  ]);
  prefetch.prime(rest.slice(0, prefetch.steps.length));
  const connected = account ? (rest.at(-1) as Awaited<ReturnType<typeof selectConnected>>)[0] : undefined;
  return { duplicate: claimed.length > 0, stored, creator, live, connected };
};

type Read = Awaited<ReturnType<typeof readEvent>>;
type Writes = { steps: BatchItem<'sqlite'>[]; statusClaim?: { accountId: string; at: string } };

/** ACCOUNTS.CONNECTED for an account nobody posted back yet (the browser closed early): link it to its creator. */
const linkNewAccount = async (
  db: Db,
  provider: SocialDataProvider,
  account: ProviderAccount | null,
  { creator, connected, live }: Read,
): Promise<Writes | null> => {
  if (!account?.externalUserId || !creator) return null;
  try {
    const writes = await connectWrites({ db, provider, creatorId: creator.id, account, existing: connected, live });
    return { steps: writes.steps };
  } catch (e) {
    if (e instanceof AppError && e.status < 500) return null;
    throw e;
  }
};

/**
 * A thin provider event names an account and what changed; we refetch exactly that from the provider (so
 * replays and reorderings converge on the provider's current state). Status events carry their news themselves
 * and apply only when newer than the status we have (`at`: the event's own time). Returns the writes, or null
 * when the event changes nothing.
 */
const planEvent = async (
  db: Db,
  provider: SocialDataProvider,
  event: string,
  account: ProviderAccount | null,
  read: Read,
  at: string,
): Promise<Writes | null> => {
  const { stored, live } = read;
  if (event === 'ACCOUNTS.CONNECTED' && !stored) return linkNewAccount(db, provider, account, read);
  if (!stored) return null;
  const providerAccountId = stored.data.providerAccountId;
  const base = {
    db,
    provider: provider.name,
    creatorId: stored.account.creatorId,
    account: stored.account,
    providerAccountId,
    live,
  };
  const status = STATUS_EVENTS[event];
  if (status || event === 'ACCOUNTS.CONNECTED') {
    // A status no newer than the one we have changes nothing (the batch re-checks it against a racing event).
    if (stored.data.statusAt && stored.data.statusAt > at) return null;
    const statusClaim = { accountId: stored.account.id, at };
    if (status) {
      const snapshot = { ...storedSnapshot(stored.account, stored.data), status };
      return { statusClaim, steps: snapshotWrites({ ...base, snapshot, synced: false, statusAt: at }).steps };
    }
    if (!account) return null;
    const snapshot = snapshotOf(account, await fetchProducts({ provider, accountId: providerAccountId }));
    return { statusClaim, steps: snapshotWrites({ ...base, snapshot, synced: true, statusAt: at }).steps };
  }
  const products = PRODUCT_EVENTS[event];
  if (!products || stored.account.status === 'NOT_CONNECTED') return null;
  const fetched = await fetchProducts({ provider, accountId: providerAccountId, products });
  const now = new Date().toISOString();
  const snapshot = storedSnapshot(stored.account, stored.data);
  const sync = { ...snapshot.products };
  for (const p of products) sync[PRODUCT_OF[p]] = { status: 'SYNCED', last_sync_at: now };
  const fresh = {
    ...snapshot,
    products: sync,
    profile: fetched.profile !== undefined ? fetched.profile : snapshot.profile,
    audience: fetched.audience !== undefined ? fetched.audience : snapshot.audience,
    contents: fetched.contents ?? snapshot.contents,
  };
  return { steps: snapshotWrites({ ...base, snapshot: fresh, synced: true, statusAt: null }).steps };
};

/**
 * Handles one delivery once, in two round trips: the reads (`readEvent`), then one batch that claims the event id
 * (of any number of simultaneous deliveries exactly one inserts; the others trip its guard and are duplicates),
 * claims a status change only when no newer status was recorded meanwhile, and writes the snapshot. Anything
 * failing before that batch leaves nothing claimed, so the provider's retry is processed.
 */
export const handleSocialWebhook = async ({
  db,
  provider,
  event,
}: {
  db: Db;
  provider: SocialDataProvider;
  event: WebhookEvent;
}): Promise<Outcome> => {
  const at = eventTime(event);
  // Only a connect needs the account itself (the sandbox answers without a round trip; Phyllo over HTTP).
  const account = event.event === 'ACCOUNTS.CONNECTED' ? await provider.getAccount(event.data.account_id) : null;
  const read = await readEvent(db, provider, event, account);
  if (read.duplicate) return 'duplicate';
  const writes = await planEvent(db, provider, event.event, account, read, at);
  const claim = db.insert(socialWebhookEvents).values({ id: event.id, event: event.event }).onConflictDoNothing();
  const statusClaim = writes?.statusClaim
    ? [
        db
          .update(socialAccountData)
          .set({ statusAt: writes.statusClaim.at })
          .where(
            and(
              eq(socialAccountData.accountId, writes.statusClaim.accountId),
              or(isNull(socialAccountData.statusAt), lte(socialAccountData.statusAt, writes.statusClaim.at)),
            ),
          ),
        abortUnlessChangedAs(db, 'ignored'),
      ]
    : [];
  try {
    await db.batch([claim, abortUnlessChangedAs(db, 'duplicate'), ...statusClaim, ...(writes?.steps ?? [])]);
  } catch (e) {
    const outcome = trippedOutcome(e);
    if (outcome) return outcome;
    throw e;
  }
  return writes ? 'processed' : 'ignored';
};
