import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { creatorProfiles, socialAccountData, socialAccounts, socialWebhookEvents } from '../../../db/schema';
import { timingSafeEqual } from '../../lib/auth/password';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { TAccountStatus, TProductSync } from '../../schemas/social';
import { connectOwnAccount } from './own-accounts';
import type { SocialDataProvider } from './provider';
import { fetchProducts, saveSnapshot, snapshotOf, storedSnapshot, type Product } from './sync-account';

const encoder = new TextEncoder();

const hmacHex = async (secret: string, body: string) => {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return [...new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
};

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

type Outcome = 'processed' | 'ignored';

const loadByProviderId = async (db: Db, provider: SocialDataProvider['name'], providerAccountId: string) => {
  const [row] = await db
    .select({ account: socialAccounts, data: socialAccountData })
    .from(socialAccountData)
    .innerJoin(socialAccounts, eq(socialAccounts.id, socialAccountData.accountId))
    .where(and(eq(socialAccountData.provider, provider), eq(socialAccountData.providerAccountId, providerAccountId)))
    .limit(1);
  return row;
};

/** ACCOUNTS.CONNECTED for an account nobody posted back yet (the browser closed early): link it to its creator. */
const linkNewAccount = async (db: Db, provider: SocialDataProvider, providerAccountId: string): Promise<Outcome> => {
  const account = await provider.getAccount(providerAccountId);
  if (!account?.externalUserId) return 'ignored';
  const [creator] = await db
    .select()
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, account.externalUserId))
    .limit(1);
  if (!creator) return 'ignored';
  try {
    await connectOwnAccount({ db, provider, creator, providerAccountId });
    return 'processed';
  } catch (e) {
    if (e instanceof AppError && e.status < 500) return 'ignored';
    throw e;
  }
};

type WebhookEvent = { id: string; event: string; data: { account_id: string; last_updated_time?: string } };

/**
 * Claims the account's status for an event of time `at`: succeeds only when no newer status was recorded, in one
 * atomic update, so a late, stale event (a "disconnected" delivered after the reconnect) changes nothing.
 */
const claimStatusChange = async (db: Db, accountId: string, at: string) => {
  const claimed = await db
    .update(socialAccountData)
    .set({ statusAt: at })
    .where(
      and(
        eq(socialAccountData.accountId, accountId),
        or(isNull(socialAccountData.statusAt), lte(socialAccountData.statusAt, at)),
      ),
    )
    .returning({ accountId: socialAccountData.accountId });
  return claimed.length > 0;
};

/**
 * A thin provider event names an account and what changed; we refetch exactly that from the provider (so
 * replays and reorderings converge on the provider's current state). Status events carry their news themselves
 * and apply only when newer than the status we have (`at`: the event's own time).
 */
const applyEvent = async (
  db: Db,
  provider: SocialDataProvider,
  event: string,
  providerAccountId: string,
  at: string,
): Promise<Outcome> => {
  const stored = await loadByProviderId(db, provider.name, providerAccountId);
  if (event === 'ACCOUNTS.CONNECTED' && !stored) return linkNewAccount(db, provider, providerAccountId);
  if (!stored) return 'ignored';
  const base = {
    db,
    provider: provider.name,
    creatorId: stored.account.creatorId,
    account: stored.account,
    providerAccountId,
  };
  const status = STATUS_EVENTS[event];
  if (status || event === 'ACCOUNTS.CONNECTED') {
    if (!(await claimStatusChange(db, stored.account.id, at))) return 'ignored';
  }
  if (status) {
    await saveSnapshot({
      ...base,
      snapshot: { ...storedSnapshot(stored.account, stored.data), status },
      synced: false,
      statusAt: at,
    });
    return 'processed';
  }
  if (event === 'ACCOUNTS.CONNECTED') {
    const account = await provider.getAccount(providerAccountId);
    if (!account) return 'ignored';
    await saveSnapshot({
      ...base,
      snapshot: snapshotOf(account, await fetchProducts({ provider, accountId: providerAccountId })),
      synced: true,
      statusAt: at,
    });
    return 'processed';
  }
  const products = PRODUCT_EVENTS[event];
  if (!products || stored.account.status === 'NOT_CONNECTED') return 'ignored';
  const fetched = await fetchProducts({ provider, accountId: providerAccountId, products });
  const now = new Date().toISOString();
  const snapshot = storedSnapshot(stored.account, stored.data);
  const sync = { ...snapshot.products };
  for (const p of products) sync[PRODUCT_OF[p]] = { status: 'SYNCED', last_sync_at: now };
  await saveSnapshot({
    ...base,
    snapshot: {
      ...snapshot,
      products: sync,
      profile: fetched.profile !== undefined ? fetched.profile : snapshot.profile,
      audience: fetched.audience !== undefined ? fetched.audience : snapshot.audience,
      contents: fetched.contents ?? snapshot.contents,
    },
    synced: true,
    statusAt: null,
  });
  return 'processed';
};

/** The event's own time (the provider's `last_updated_time`), never later than now; without one, the time it arrived. */
const eventTime = (event: WebhookEvent, now = Date.now()) => {
  const at = event.data.last_updated_time ? Date.parse(event.data.last_updated_time) : NaN;
  return new Date(Number.isNaN(at) ? now : Math.min(at, now)).toISOString();
};

/**
 * Handles one delivery once. The event id is claimed by an atomic insert (of any number of simultaneous deliveries
 * exactly one inserts; the others are duplicates and change nothing). When applying fails, the claim is released
 * so the provider's retry is processed.
 */
export const handleSocialWebhook = async ({
  db,
  provider,
  event,
}: {
  db: Db;
  provider: SocialDataProvider;
  event: WebhookEvent;
}) => {
  const claimed = await db
    .insert(socialWebhookEvents)
    .values({ id: event.id, event: event.event })
    .onConflictDoNothing()
    .returning({ id: socialWebhookEvents.id });
  if (claimed.length === 0) return 'duplicate' as const;
  try {
    return await applyEvent(db, provider, event.event, event.data.account_id, eventTime(event));
  } catch (e) {
    await db.delete(socialWebhookEvents).where(eq(socialWebhookEvents.id, event.id));
    throw e;
  }
};
