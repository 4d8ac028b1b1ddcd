ALTER TABLE `plans` ADD `price_yearly_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `plans` ADD `platform_fee_bps` integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
UPDATE `plans` SET `price_yearly_cents` = `price_cents` * 10, `platform_fee_bps` = CASE `membership_tier` WHEN 'free' THEN 1500 WHEN 'starter' THEN 1000 WHEN 'growth' THEN 800 WHEN 'enterprise' THEN 500 ELSE 1000 END;
