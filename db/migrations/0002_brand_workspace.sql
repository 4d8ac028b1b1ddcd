CREATE TABLE `brand_settings` (
	`brand_id` text PRIMARY KEY NOT NULL,
	`company_size` text,
	`country_code` text,
	`contact_email` text,
	`contact_phone` text,
	`goals` text DEFAULT '[]' NOT NULL,
	`monthly_budget_cents` integer,
	`notification_preferences` text DEFAULT '{}' NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `creator_audiences` (
	`creator_id` text PRIMARY KEY NOT NULL,
	`female_pct` integer NOT NULL,
	`male_pct` integer NOT NULL,
	`top_age_range` text NOT NULL,
	`top_country_code` text NOT NULL,
	`distributions` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creator_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `creator_search` (
	`search_id` integer PRIMARY KEY NOT NULL,
	`is_active` integer NOT NULL,
	`total_followers` integer DEFAULT 0 NOT NULL,
	`engagement_rate` real DEFAULT 0 NOT NULL,
	`instagram_followers` integer DEFAULT 0 NOT NULL,
	`tiktok_followers` integer DEFAULT 0 NOT NULL,
	`youtube_followers` integer DEFAULT 0 NOT NULL,
	`twitter_followers` integer DEFAULT 0 NOT NULL,
	`twitch_followers` integer DEFAULT 0 NOT NULL,
	`pinterest_followers` integer DEFAULT 0 NOT NULL,
	`country_code` text,
	`niche_mask` integer DEFAULT 0 NOT NULL,
	`language_mask` integer DEFAULT 0 NOT NULL,
	`rate_min_cents` integer,
	`rate_max_cents` integer,
	`audience_female_pct` integer,
	`audience_top_age` text,
	`audience_top_country` text,
	`location_id` text,
	`gender` text,
	`created_at` text NOT NULL,
	`creator_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_search_creator_unique` ON `creator_search` (`creator_id`);--> statement-breakpoint
CREATE INDEX `creator_search_active_followers_idx` ON `creator_search` (`is_active`,`total_followers`);--> statement-breakpoint
CREATE INDEX `creator_search_created_idx` ON `creator_search` (`created_at`);--> statement-breakpoint
CREATE TABLE `search_vocab` (
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`bit` integer NOT NULL,
	PRIMARY KEY(`kind`, `value`)
);
