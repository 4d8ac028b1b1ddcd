import type { socialAccountData, socialAccounts } from '../../../db/schema';
import type { TSocialAccount, TSocialAccountDetail } from '../../schemas/social';

export type AccountRow = typeof socialAccounts.$inferSelect;
export type AccountDataRow = typeof socialAccountData.$inferSelect;

/** An account as lists show it: our summary plus what the provider last said. */
export const accountPayload = (account: AccountRow, data: AccountDataRow | null): TSocialAccount => ({
  id: account.id,
  platform: account.platform,
  handle: account.handle,
  status: account.status,
  followers: account.followers,
  engagement_rate: account.engagementRate,
  last_synced_at: account.lastSyncedAt,
  products: data?.products ?? null,
  image_url: data?.profile?.image_url ?? null,
  url: data?.profile?.url ?? null,
  is_verified: data?.profile?.is_verified ?? false,
  credibility: data?.metrics
    ? { score: data.metrics.credibility.score, confidence: data.metrics.credibility.confidence }
    : null,
});

/** Sections a viewer may not see (a brand without Profile Access) come back empty. */
export const accountDetailPayload = ({
  account,
  data,
  full,
}: {
  account: AccountRow;
  data: AccountDataRow | null;
  full: boolean;
}): TSocialAccountDetail => ({
  ...accountPayload(account, data),
  profile: data?.profile ?? null,
  audience: full ? (data?.audience ?? null) : null,
  contents: full ? (data?.contents ?? []) : [],
  metrics: full ? (data?.metrics ?? null) : null,
});
