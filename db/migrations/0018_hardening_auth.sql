CREATE TABLE `attempt_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`attempts` integer NOT NULL,
	`last_attempt_ms` integer NOT NULL,
	`next_allowed_ms` integer NOT NULL
);
