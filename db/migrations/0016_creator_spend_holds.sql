ALTER TABLE `deliverables` ADD `release_on` text DEFAULT 'approval' NOT NULL;--> statement-breakpoint
ALTER TABLE `match_payments` ADD `funded` integer DEFAULT true NOT NULL;