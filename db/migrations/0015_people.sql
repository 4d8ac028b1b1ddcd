CREATE TABLE `creator_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`creator_id` text NOT NULL,
	`decision` text NOT NULL,
	`reason` text,
	`reviewer_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creator_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `creator_reviews_creator_idx` ON `creator_reviews` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `dead_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`queue` text NOT NULL,
	`message_id` text NOT NULL,
	`body` text,
	`error` text NOT NULL,
	`attempts` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resent_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dead_letters_message_unique` ON `dead_letters` (`message_id`);--> statement-breakpoint
CREATE INDEX `dead_letters_created_idx` ON `dead_letters` (`created_at`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`brand_id` text,
	`email` text NOT NULL,
	`role` text,
	`token_hash` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`invited_by_id` text NOT NULL,
	`accepted_user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`accepted_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_pending_unique` ON `invitations` (`brand_id`,`email`) WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `invitations_brand_idx` ON `invitations` (`brand_id`,`status`);--> statement-breakpoint
CREATE TABLE `scheduled_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`job` text NOT NULL,
	`started_at` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`ok` integer NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `scheduled_runs_job_idx` ON `scheduled_runs` (`job`,`started_at`);--> statement-breakpoint
CREATE TABLE `staff_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`summary` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_audit_created_idx` ON `staff_audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `staff_audit_target_idx` ON `staff_audit_log` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `staff_audit_actor_idx` ON `staff_audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `support_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`author_id` text NOT NULL,
	`from_staff` integer NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `support_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `support_replies_request_idx` ON `support_replies` (`request_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `support_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`brand_id` text,
	`topic` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`attachment_upload_id` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`attachment_upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_requests_user_idx` ON `support_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `support_requests_status_idx` ON `support_requests` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `user_email_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`muted_kinds` text DEFAULT '[]' NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
