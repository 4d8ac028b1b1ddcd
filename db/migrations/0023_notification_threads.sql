ALTER TABLE `notifications` ADD `thread_key` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `brand_id` text;--> statement-breakpoint
-- custom SQL (hand-written)
UPDATE `notifications` SET
  `thread_key` = CASE WHEN `kind` = 'message.sent' THEN 'message:' || (SELECT json_extract(e.`payload`, '$.match_id') FROM `domain_events` e WHERE e.`id` = `notifications`.`event_id`) END,
  `brand_id` = (SELECT m.`brand_id` FROM `domain_events` e JOIN `campaign_matches` m ON m.`id` = json_extract(e.`payload`, '$.match_id') WHERE e.`id` = `notifications`.`event_id`)
WHERE `event_id` IS NOT NULL;
