CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`provider_invoice_id` text NOT NULL,
	`number` text NOT NULL,
	`plan_id` text,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`period_start` text,
	`period_end` text,
	`card_brand` text,
	`card_last4` text,
	`issued_at` text NOT NULL,
	`paid_at` text,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_provider_unique` ON `invoices` (`provider_invoice_id`);--> statement-breakpoint
CREATE INDEX `invoices_brand_idx` ON `invoices` (`brand_id`,`issued_at`);--> statement-breakpoint
CREATE TABLE `payment_checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`purpose` text NOT NULL,
	`provider_session_id` text NOT NULL,
	`url` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_checkouts_key_unique` ON `payment_checkouts` (`brand_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created` integer NOT NULL,
	`payload` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`applied_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text
);
--> statement-breakpoint
CREATE INDEX `payment_events_unapplied_idx` ON `payment_events` (`applied_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `sandbox_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`country` text NOT NULL,
	`legal_name` text,
	`bank_last4` text,
	`tax_form_signed` integer DEFAULT false NOT NULL,
	`fail_payouts` integer DEFAULT false NOT NULL,
	`metadata` text NOT NULL,
	`return_url` text,
	`created` integer NOT NULL,
	`last_event_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`mode` text NOT NULL,
	`customer_id` text NOT NULL,
	`customer_email` text NOT NULL,
	`item_name` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`interval` text,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`metadata` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`subscription_id` text,
	`payment_intent_id` text,
	`idempotency_key` text,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_checkout_sessions_key_unique` ON `sandbox_checkout_sessions` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `sandbox_customers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`reference` text NOT NULL,
	`card_brand` text,
	`card_last4` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`subscription_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`description` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`metadata` text NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`metadata` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_refunds_idempotency_key_unique` ON `sandbox_refunds` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `sandbox_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`status` text NOT NULL,
	`item_name` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`interval` text NOT NULL,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`metadata` text NOT NULL,
	`last_event_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`metadata` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`payout_id` text NOT NULL,
	`payout_status` text NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_transfers_idempotency_key_unique` ON `sandbox_transfers` (`idempotency_key`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `billing_period` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `current_period_start` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `current_period_end` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_customer_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_subscription_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `pending_plan_id` text REFERENCES plans(id);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `pending_billing_period` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `pending_change_at` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `grace_until` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_state_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `card_brand` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `card_last4` text;