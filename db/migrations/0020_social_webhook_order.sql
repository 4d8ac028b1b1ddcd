ALTER TABLE `social_account_data` ADD `status_at` text;--> statement-breakpoint
-- custom SQL (hand-written)
-- The last stored change stands in for the status time of accounts synced before it was recorded.
UPDATE `social_account_data` SET `status_at` = `updated_at`;
