import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, id, refersTo, oneOf } from './columns';
import { users } from './users';

export const brands = sqliteTable('brands', {
  id: id(),
  name: text('name').notNull(),
  ownerId: refersTo('owner_id', () => users.id),
  website: text('website'),
  industry: text('industry'),
  description: text('description'),
  logoUrl: text('logo_url'),
  /** Brand onboarding flags (spec §3): onboarding_required, sidebar_tour_brand, … */
  onboarding: text('onboarding', { mode: 'json' }).$type<Record<string, boolean>>().notNull().default({}),
  createdAt: createdAt(),
});

export const brandMembers = sqliteTable(
  'brand_members',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brand_members_user_unique').on(t.userId), index('brand_members_brand_idx').on(t.brandId)],
);

/** Which brands a strategist manages (their `managed_brands`). */
export const strategistBrands = sqliteTable(
  'strategist_brands',
  {
    strategistId: belongsTo('strategist_id', () => users.id),
    brandId: belongsTo('brand_id', () => brands.id),
  },
  (t) => [primaryKey({ columns: [t.strategistId, t.brandId] })],
);

export const plans = sqliteTable('plans', {
  id: id(),
  name: text('name').notNull(),
  membershipTier: text('membership_tier').notNull(),
  /** Monthly price in minor units. */
  priceCents: integer('price_cents').notNull(),
  /** Price of a year paid up front, in minor units. */
  priceYearlyCents: integer('price_yearly_cents').notNull().default(0),
  /** The platform fee on creator payments, in basis points (DESIGN §12), shown before anyone accepts an offer. */
  platformFeeBps: integer('platform_fee_bps').notNull().default(1000),
  currency: text('currency').notNull().default('USD'),
  seats: integer('seats').notNull(),
  allowedFeatures: text('allowed_features', { mode: 'json' }).$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    planId: refersTo('plan_id', () => plans.id),
    status: oneOf('status', ['active', 'trialing', 'past_due', 'canceled'], 'active'),
    /** Billing interval of a paid plan; null on Free. */
    billingPeriod: text('billing_period', { enum: ['month', 'year'] }),
    currentPeriodStart: text('current_period_start'),
    currentPeriodEnd: text('current_period_end'),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** A downgrade waits for the end of the paid period: the plan (and interval) that takes over then. */
    pendingPlanId: text('pending_plan_id').references(() => plans.id),
    pendingBillingPeriod: text('pending_billing_period', { enum: ['month', 'year'] }),
    pendingChangeAt: text('pending_change_at'),
    /** After a failed renewal the paid features stay until then; the scheduled handler falls back to Free after it. */
    graceUntil: text('grace_until'),
    /**
     * Where the provider event that last set the state stands, in milliseconds (`eventOrderMs`: its second, or the
     * stamp of our change it carries): an older event never moves it back.
     */
    providerStateAt: integer('provider_state_at'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    creatorSpendAvailableCents: integer('creator_spend_available_cents').notNull().default(0),
    pendingPaymentsCents: integer('pending_payments_cents').notNull().default(0),
    hasBoughtCreatorSpend: integer('has_bought_creator_spend', { mode: 'boolean' }).notNull().default(false),
    startedAt: createdAt(),
  },
  (t) => [uniqueIndex('subscriptions_brand_unique').on(t.brandId)],
);
