DROP TABLE `auth_throttle`;--> statement-breakpoint
DROP INDEX `domain_events_undispatched_idx`;--> statement-breakpoint
ALTER TABLE `domain_events` ADD `send_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `domain_events` ADD `applied_at` text;--> statement-breakpoint
ALTER TABLE `domain_events` ADD `dead_lettered_at` text;--> statement-breakpoint
CREATE INDEX `domain_events_unapplied_idx` ON `domain_events` (`applied_at`,`dead_lettered_at`,`created_at`);--> statement-breakpoint
-- custom SQL (hand-written)
-- Events dispatched before the consumer recorded its work were applied by the consumer of their time.
UPDATE `domain_events` SET `applied_at` = `dispatched_at`, `send_count` = 1 WHERE `dispatched_at` IS NOT NULL;
