-- custom SQL (hand-written)
-- Stored URLs are http(s) only (worker/schemas/web-url.ts): clear any other scheme saved before the rule existed.
UPDATE `brands` SET `website` = NULL WHERE `website` IS NOT NULL AND lower(trim(`website`)) NOT LIKE 'http://%' AND lower(trim(`website`)) NOT LIKE 'https://%';
--> statement-breakpoint
UPDATE `brands` SET `logo_url` = NULL WHERE `logo_url` IS NOT NULL AND lower(trim(`logo_url`)) NOT LIKE 'https://%';
--> statement-breakpoint
UPDATE `brand_events` SET `online_url` = NULL WHERE `online_url` IS NOT NULL AND lower(trim(`online_url`)) NOT LIKE 'http://%' AND lower(trim(`online_url`)) NOT LIKE 'https://%';
--> statement-breakpoint
UPDATE `users` SET `display_picture` = NULL WHERE `display_picture` IS NOT NULL AND lower(trim(`display_picture`)) NOT LIKE 'https://%' AND `display_picture` NOT LIKE '/api/%';
