CREATE TABLE `event_invitees` (
	`event_id` text NOT NULL,
	`creator_id` text NOT NULL,
	PRIMARY KEY(`event_id`, `creator_id`),
	FOREIGN KEY (`event_id`) REFERENCES `brand_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `creator_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_invitees_creator_idx` ON `event_invitees` (`creator_id`);--> statement-breakpoint
CREATE TABLE `brand_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `brand_notes_brand_idx` ON `brand_notes` (`brand_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `campaign_checkins` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`brand_id` text NOT NULL,
	`interval_days` integer DEFAULT 7 NOT NULL,
	`next_due_at` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_checkins_campaign_unique` ON `campaign_checkins` (`campaign_id`);--> statement-breakpoint
CREATE INDEX `campaign_checkins_due_idx` ON `campaign_checkins` (`is_active`,`next_due_at`);--> statement-breakpoint
CREATE TABLE `checkin_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`checkin_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`brand_id` text NOT NULL,
	`due_at` text NOT NULL,
	`health` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`completed_by` text,
	`completed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`checkin_id`) REFERENCES `campaign_checkins`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`completed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkin_tasks_due_unique` ON `checkin_tasks` (`checkin_id`,`due_at`);--> statement-breakpoint
CREATE INDEX `checkin_tasks_brand_idx` ON `checkin_tasks` (`brand_id`,`status`,`due_at`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `is_managed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `online_url` text;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `cover_upload_id` text;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `audience` text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `audience_niches` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `audience_location_ids` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `brand_events` ADD `cancelled_at` text;--> statement-breakpoint
CREATE INDEX `brand_events_brand_idx` ON `brand_events` (`brand_id`,`starts_at`);--> statement-breakpoint
ALTER TABLE `event_rsvps` ADD `checked_in_at` text;