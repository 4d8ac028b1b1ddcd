DROP INDEX `creator_search_created_idx`;--> statement-breakpoint
CREATE INDEX `creator_search_created_idx` ON `creator_search` (`created_at`,`is_active`);