CREATE TABLE `match_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`side` text NOT NULL,
	`rate_cents` integer NOT NULL,
	`deliverables` text,
	`message` text,
	`actor_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `campaign_matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `match_offers_match_idx` ON `match_offers` (`match_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `campaign_matches` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- custom SQL (hand-written)
-- Offers made before negotiation existed become the first round of their match's history.
INSERT INTO `match_offers` (`id`, `match_id`, `side`, `rate_cents`, `deliverables`, `message`, `actor_id`, `created_at`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-a' || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
  m.`id`, 'brand', m.`offered_rate_cents`, m.`offered_deliverables`, m.`offer_message`, NULL,
  coalesce((SELECT min(t.`created_at`) FROM `match_transitions` t WHERE t.`match_id` = m.`id` AND t.`to_status` = 'proposed'), m.`status_changed_at`)
FROM `campaign_matches` m WHERE m.`offered_rate_cents` IS NOT NULL;
