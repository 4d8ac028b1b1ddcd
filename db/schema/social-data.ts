import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type {
  TAccountMetrics,
  TAudience,
  TContentItem,
  TProductSync,
  TSocialProfile,
} from '../../worker/schemas/social';
import { createdAt, jsonList } from './columns';
import { socialAccounts } from './creators';

/**
 * What the social-data provider (DESIGN §7) last told us about one connected account, in the provider's shape,
 * plus our own metrics computed from it. `social_accounts` keeps the summary the rest of the app filters on.
 */
export const socialAccountData = sqliteTable(
  'social_account_data',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'phyllo'] }).notNull(),
    /** The provider's account id (Phyllo `account.id`): webhooks name accounts by it. */
    providerAccountId: text('provider_account_id').notNull(),
    /** Per-product sync state: identity, engagement, audience → {status, last_sync_at}. */
    products: text('products', { mode: 'json' }).$type<TProductSync>().notNull(),
    profile: text('profile', { mode: 'json' }).$type<TSocialProfile>(),
    audience: text('audience', { mode: 'json' }).$type<TAudience>(),
    contents: jsonList<TContentItem>('contents'),
    metrics: text('metrics', { mode: 'json' }).$type<TAccountMetrics>(),
    updatedAt: text('updated_at').notNull(),
    /**
     * When the account's status last changed, by the changing event's own time (a provider webhook's
     * `last_updated_time`, or the creator's own connect/disconnect): an older status event never moves it back.
     */
    statusAt: text('status_at'),
  },
  (t) => [uniqueIndex('social_account_data_provider_account_unique').on(t.provider, t.providerAccountId)],
);

/** Provider webhook deliveries already processed, by the provider's event id (duplicates are ignored). */
export const socialWebhookEvents = sqliteTable('social_webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  createdAt: createdAt(),
});
