CREATE TABLE `account_manager_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`author_id` text,
	`from_internal` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `account_manager_messages_brand_idx` ON `account_manager_messages` (`brand_id`,`created_at`);