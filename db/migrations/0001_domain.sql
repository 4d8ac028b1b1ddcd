CREATE TABLE `campaign_matches` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`brand_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`status` text NOT NULL,
	`source` text NOT NULL,
	`removal_reason_id` text,
	`removal_note` text,
	`offered_rate_cents` integer,
	`offered_deliverables` text,
	`offer_message` text,
	`status_changed_at` text NOT NULL,
	`status_changed_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `creator_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`status_changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_matches_campaign_creator_unique` ON `campaign_matches` (`campaign_id`,`creator_id`);--> statement-breakpoint
CREATE INDEX `campaign_matches_campaign_status_idx` ON `campaign_matches` (`campaign_id`,`status`);--> statement-breakpoint
CREATE INDEX `campaign_matches_creator_status_idx` ON `campaign_matches` (`creator_id`,`status`);--> statement-breakpoint
CREATE INDEX `campaign_matches_brand_idx` ON `campaign_matches` (`brand_id`,`status`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`title` text NOT NULL,
	`brief` text DEFAULT '' NOT NULL,
	`objectives` text DEFAULT '[]' NOT NULL,
	`platforms` text DEFAULT '[]' NOT NULL,
	`deliverable_templates` text DEFAULT '[]' NOT NULL,
	`budget_cents` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`rate_min_cents` integer,
	`rate_max_cents` integer,
	`start_date` text,
	`end_date` text,
	`target_niches` text DEFAULT '[]' NOT NULL,
	`target_location_ids` text DEFAULT '[]' NOT NULL,
	`follower_min` integer,
	`follower_max` integer,
	`visibility` text DEFAULT 'public' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`review_window_days` integer DEFAULT 3 NOT NULL,
	`revision_rounds` integer DEFAULT 2 NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`published_at` text,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `campaigns_brand_status_idx` ON `campaigns` (`brand_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `campaigns_status_visibility_idx` ON `campaigns` (`status`,`visibility`);--> statement-breakpoint
CREATE TABLE `match_transitions` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`actor_id` text,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `campaign_matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `match_transitions_match_idx` ON `match_transitions` (`match_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `pitches` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`message` text NOT NULL,
	`proposed_rate_cents` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`responded_at` text,
	`responded_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `campaign_matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`responded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pitches_campaign_idx` ON `pitches` (`campaign_id`,`status`);--> statement-breakpoint
CREATE INDEX `pitches_match_idx` ON `pitches` (`match_id`);--> statement-breakpoint
CREATE TABLE `removal_reasons` (
	`id` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `saved_profiles` (
	`brand_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`saved_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`brand_id`, `creator_id`),
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `creator_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `content_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`deliverable_id` text NOT NULL,
	`version` integer NOT NULL,
	`upload_id` text,
	`caption` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`deliverable_id`) REFERENCES `deliverables`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_submissions_version_unique` ON `content_submissions` (`deliverable_id`,`version`);--> statement-breakpoint
CREATE TABLE `contracts` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`terms` text NOT NULL,
	`creator_signature_name` text,
	`creator_signed_at` text,
	`creator_signed_ip` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `campaign_matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_match_unique` ON `contracts` (`match_id`);--> statement-breakpoint
CREATE TABLE `deliverables` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`type` text NOT NULL,
	`platform` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`due_date` text,
	`rate_cents` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`revisions_used` integer DEFAULT 0 NOT NULL,
	`post_url` text,
	`submitted_at` text,
	`approved_at` text,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `campaign_matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deliverables_match_idx` ON `deliverables` (`match_id`);--> statement-breakpoint
CREATE INDEX `deliverables_campaign_status_idx` ON `deliverables` (`campaign_id`,`status`);--> statement-breakpoint
CREATE TABLE `review_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`at_seconds` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `content_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `review_comments_submission_idx` ON `review_comments` (`submission_id`);--> statement-breakpoint
CREATE TABLE `creator_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`creator_id` text NOT NULL,
	`platform` text NOT NULL,
	`deliverable_type` text NOT NULL,
	`rate_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creator_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_rates_unique` ON `creator_rates` (`creator_id`,`platform`,`deliverable_type`);--> statement-breakpoint
CREATE TABLE `creator_unavailable_dates` (
	`creator_id` text NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`creator_id`, `date`),
	FOREIGN KEY (`creator_id`) REFERENCES `creator_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `brand_events` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`capacity` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `brand_events_starts_idx` ON `brand_events` (`starts_at`);--> statement-breakpoint
CREATE TABLE `event_rsvps` (
	`event_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`event_id`, `creator_id`),
	FOREIGN KEY (`event_id`) REFERENCES `brand_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `creator_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `message_reads` (
	`match_id` text NOT NULL,
	`user_id` text NOT NULL,
	`last_read_at` text NOT NULL,
	PRIMARY KEY(`match_id`, `user_id`),
	FOREIGN KEY (`match_id`) REFERENCES `campaign_matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`sender_id` text NOT NULL,
	`sender_side` text NOT NULL,
	`body` text NOT NULL,
	`attachment_upload_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `campaign_matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `messages_match_created_idx` ON `messages` (`match_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`object_key` text NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`multipart_upload_id` text,
	`part_size_bytes` integer,
	`parts` text DEFAULT '[]' NOT NULL,
	`sha256` text,
	`status` text DEFAULT 'uploading' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploads_owner_idx` ON `uploads` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `uploads_status_idx` ON `uploads` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `creator_profiles` ADD `max_concurrent_campaigns` integer DEFAULT 3 NOT NULL;