CREATE TABLE `ledger_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`brand_id` text,
	`creator_id` text,
	`match_id` text,
	`campaign_id` text,
	`currency` text NOT NULL,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`may_go_negative` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "ledger_accounts_never_negative" CHECK("ledger_accounts"."may_go_negative" = 1 OR "ledger_accounts"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `ledger_accounts_brand_idx` ON `ledger_accounts` (`brand_id`,`kind`);--> statement-breakpoint
CREATE INDEX `ledger_accounts_creator_idx` ON `ledger_accounts` (`creator_id`,`kind`);--> statement-breakpoint
CREATE INDEX `ledger_accounts_campaign_idx` ON `ledger_accounts` (`campaign_id`,`kind`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`account_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `ledger_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_account_idx` ON `ledger_entries` (`account_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_transaction_idx` ON `ledger_entries` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `ledger_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`brand_id` text,
	`creator_id` text,
	`campaign_id` text,
	`match_id` text,
	`deliverable_id` text,
	`memo` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_idempotency_key_unique` ON `ledger_transactions` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_transactions_brand_idx` ON `ledger_transactions` (`brand_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_transactions_creator_idx` ON `ledger_transactions` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_transactions_match_idx` ON `ledger_transactions` (`match_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `creator_payout_accounts` (
	`creator_id` text PRIMARY KEY NOT NULL,
	`provider_account_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`requirements` text DEFAULT '[]' NOT NULL,
	`bank_last4` text,
	`state_at` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_payout_accounts_provider_account_id_unique` ON `creator_payout_accounts` (`provider_account_id`);--> statement-breakpoint
CREATE TABLE `creator_payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`creator_id` text NOT NULL,
	`brand_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`match_id` text NOT NULL,
	`deliverable_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`fee_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`attempt` integer DEFAULT 0 NOT NULL,
	`provider_transfer_id` text,
	`provider_payout_id` text,
	`failure_message` text,
	`released_at` text NOT NULL,
	`transferred_at` text,
	`paid_at` text,
	`failed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_payouts_deliverable_id_unique` ON `creator_payouts` (`deliverable_id`);--> statement-breakpoint
CREATE INDEX `creator_payouts_creator_idx` ON `creator_payouts` (`creator_id`,`status`);--> statement-breakpoint
CREATE INDEX `creator_payouts_match_idx` ON `creator_payouts` (`match_id`);--> statement-breakpoint
CREATE TABLE `match_payments` (
	`match_id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`currency` text NOT NULL,
	`committed_cents` integer NOT NULL,
	`fee_bps` integer NOT NULL,
	`held_at` text NOT NULL,
	`escrow_at` text,
	`returned_at` text
);
--> statement-breakpoint
CREATE INDEX `match_payments_campaign_idx` ON `match_payments` (`campaign_id`);--> statement-breakpoint
CREATE INDEX `match_payments_creator_idx` ON `match_payments` (`creator_id`);--> statement-breakpoint
CREATE TABLE `wallet_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`top_up_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_refund_id` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`settled_at` text
);
--> statement-breakpoint
CREATE INDEX `wallet_refunds_brand_idx` ON `wallet_refunds` (`brand_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `wallet_top_ups` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider_session_id` text,
	`checkout_url` text,
	`provider_payment_id` text,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`paid_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_top_ups_key_unique` ON `wallet_top_ups` (`brand_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `wallet_top_ups_brand_idx` ON `wallet_top_ups` (`brand_id`,`status`,`created_at`);--> statement-breakpoint
-- custom SQL (hand-written)
-- The ledger is append-only (DESIGN §12): entries and transactions are never changed or removed.
CREATE TRIGGER ledger_entries_append_only_update BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only_delete BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only_update BEFORE UPDATE ON ledger_transactions BEGIN SELECT RAISE(ABORT, 'ledger transactions are append-only'); END;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only_delete BEFORE DELETE ON ledger_transactions BEGIN SELECT RAISE(ABORT, 'ledger transactions are append-only'); END;
