CREATE TABLE `social_account_data` (
	`account_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`provider_account_id` text NOT NULL,
	`products` text NOT NULL,
	`profile` text,
	`audience` text,
	`contents` text DEFAULT '[]' NOT NULL,
	`metrics` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `social_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_account_data_provider_account_unique` ON `social_account_data` (`provider`,`provider_account_id`);--> statement-breakpoint
CREATE TABLE `social_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
DROP INDEX `uploads_status_idx`;--> statement-breakpoint
ALTER TABLE `uploads` ADD `updated_at` text;--> statement-breakpoint
CREATE INDEX `uploads_status_idx` ON `uploads` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `content_submissions_upload_idx` ON `content_submissions` (`upload_id`);