import type { BatchItem } from 'drizzle-orm/batch';
import { AppError } from '../../lib/errors';
import type {
  TAccountStatus,
  TAudience,
  TContentItem,
  TPlatform,
  TProductSync,
  TSdkToken,
  TSocialProfile,
} from '../../schemas/social';

/** An account as the provider reports it (Phyllo `/v1/accounts/{id}`), in our words. */
export type ProviderAccount = {
  id: string;
  platform: TPlatform;
  handle: string;
  status: TAccountStatus;
  /** Our user id as the provider knows it (Phyllo `user.external_id`). */
  externalUserId: string | null;
  products: TProductSync;
};

/**
 * Where social-account data comes from (DESIGN §7). The sandbox answers from deterministic data; the Phyllo
 * provider calls Phyllo's API. Every read returns null (or []) when the provider has nothing for the account.
 */
export type SocialDataProvider = {
  name: 'sandbox' | 'phyllo';
  createSdkToken: (user: { id: string; name: string }) => Promise<TSdkToken>;
  getAccount: (accountId: string) => Promise<ProviderAccount | null>;
  getProfile: (accountId: string) => Promise<TSocialProfile | null>;
  getAudience: (accountId: string) => Promise<TAudience | null>;
  getContents: (accountId: string) => Promise<TContentItem[]>;
  /** Asks the provider to pull fresh data from the platform (Phyllo refreshes asynchronously). */
  requestRefresh: (accountId: string) => Promise<void>;
  disconnect: (accountId: string) => Promise<void>;
  /**
   * Reads a provider does in OUR database (the sandbox remembers what it connected there), as statements for the
   * caller's batch: `steps` ride in it and `prime` takes their results back, so the provider's answers about that
   * account cost no round trip of their own. The account is the provider's id, or (before it is read) our own
   * account of a user. A provider without a database (Phyllo) has none.
   */
  prefetch?: (target: { providerAccountId: string } | { userId: string; accountId: string }) => Prefetch;
};

export type Prefetch = { steps: BatchItem<'sqlite'>[]; prime: (results: readonly unknown[]) => void };

/** The provider's prefetch for `target`, or nothing to send. */
export const prefetchOf = (
  provider: SocialDataProvider,
  target: Parameters<NonNullable<SocialDataProvider['prefetch']>>[0],
): Prefetch => provider.prefetch?.(target) ?? { steps: [], prime: () => undefined };

/** A provider call that failed on the provider's side: 502, never a 500. */
export const providerUnavailable = (detail = 'The social-data provider did not answer. Try again in a minute.') =>
  new AppError('provider_unavailable', detail, { status: 502 });
