CREATE INDEX `creator_search_active_engagement_idx` ON `creator_search` (`is_active`,`engagement_rate`);--> statement-breakpoint
CREATE INDEX `creator_search_active_rate_idx` ON `creator_search` (`is_active`, coalesce(`rate_min_cents`, 9007199254740991));
