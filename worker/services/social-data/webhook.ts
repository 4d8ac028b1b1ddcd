import { and, eq } from 'drizzle-orm';
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
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return [...new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)))].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/** HMAC-SHA256 (hex) of the raw body, in `Phyllo-Signature` or (possibly several, comma-separated) `Webhook-Signatures`. */
export const verifyWebhookSignature = async (secret: string, rawBody: string, headers: (string | undefined)[]) => {
  const expected = encoder.encode(await hmacHex(secret, rawBody));
  const candidates = headers.flatMap((h) => (h ? h.split(',') : [])).map((s) => s.trim().toLowerCase().replace(/^sha256=/, ''));
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
const STATUS_EVENTS: Record<string, TAccountStatus> = { 'ACCOUNTS.DISCONNECTED': 'NOT_CONNECTED', 'SESSION.EXPIRED': 'SESSION_EXPIRED' };
const PRODUCT_OF: Record<Product, keyof TProductSync> = { profile: 'identity', audience: 'audience', contents: 'engagement' };

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
  const [creator] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, account.externalUserId)).limit(1);
  if (!creator) return 'ignored';
  try {
    await connectOwnAccount({ db, provider, creator, providerAccountId });
    return 'processed';
  } catch (e) {
    if (e instanceof AppError && e.status < 500) return 'ignored';
    throw e;
  }
};

/**
 * A thin provider event names an account and what changed; we refetch exactly that from the provider (so
 * replays and reorderings converge on the provider's current state). Status events carry their news themselves.
 */
const applyEvent = async (db: Db, provider: SocialDataProvider, event: string, providerAccountId: string): Promise<Outcome> => {
  const stored = await loadByProviderId(db, provider.name, providerAccountId);
  if (event === 'ACCOUNTS.CONNECTED' && !stored) return linkNewAccount(db, provider, providerAccountId);
  if (!stored) return 'ignored';
  const base = { db, provider: provider.name, creatorId: stored.account.creatorId, account: stored.account, providerAccountId };
  const status = STATUS_EVENTS[event];
  if (status) {
    await saveSnapshot({ ...base, snapshot: { ...storedSnapshot(stored.account, stored.data), status }, synced: false });
    return 'processed';
  }
  if (event === 'ACCOUNTS.CONNECTED') {
    const account = await provider.getAccount(providerAccountId);
    if (!account) return 'ignored';
    await saveSnapshot({ ...base, snapshot: snapshotOf(account, await fetchProducts(provider, providerAccountId)), synced: true });
    return 'processed';
  }
  const products = PRODUCT_EVENTS[event];
  if (!products || stored.account.status === 'NOT_CONNECTED') return 'ignored';
  const fetched = await fetchProducts(provider, providerAccountId, products);
  const now = new Date().toISOString();
  const snapshot = storedSnapshot(stored.account, stored.data);
  const sync = { ...snapshot.products };
  for (const p of products) sync[PRODUCT_OF[p]] = { status: 'SYNCED', last_sync_at: now };
  await saveSnapshot({
    ...base,
    snapshot: { ...snapshot, products: sync, profile: fetched.profile !== undefined ? fetched.profile : snapshot.profile, audience: fetched.audience !== undefined ? fetched.audience : snapshot.audience, contents: fetched.contents ?? snapshot.contents },
    synced: true,
  });
  return 'processed';
};

/** Handles one delivery once: a repeated event id is acknowledged as a duplicate and changes nothing. */
export const handleSocialWebhook = async ({ db, provider, event }: { db: Db; provider: SocialDataProvider; event: { id: string; event: string; data: { account_id: string } } }) => {
  const [seen] = await db.select({ id: socialWebhookEvents.id }).from(socialWebhookEvents).where(eq(socialWebhookEvents.id, event.id)).limit(1);
  if (seen) return 'duplicate' as const;
  const outcome = await applyEvent(db, provider, event.event, event.data.account_id);
  await db.insert(socialWebhookEvents).values({ id: event.id, event: event.event }).onConflictDoNothing();
  return outcome;
};
