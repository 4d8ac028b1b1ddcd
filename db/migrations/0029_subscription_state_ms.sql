-- provider_state_at moves from unix seconds to milliseconds: events of one second are ordered by the millisecond
-- stamp our changes put in the subscription's metadata. Values already in milliseconds (above 10^11) stay as they are.
UPDATE `subscriptions` SET `provider_state_at` = `provider_state_at` * 1000 WHERE `provider_state_at` < 100000000000;
