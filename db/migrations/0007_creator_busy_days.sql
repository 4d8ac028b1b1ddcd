-- The availability filter's projection (db/schema/creator-search.ts): unavailable days with integer keys, and each
-- creator's first and last busy day on their search row, kept in sync by triggers on creator_unavailable_dates.
-- Days are counted from 1970-01-01 (unixepoch(date) / 86400).
CREATE TABLE `creator_busy_days` (
	`search_id` integer NOT NULL,
	`day` integer NOT NULL,
	PRIMARY KEY(`search_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
ALTER TABLE `creator_search` ADD `busy_first_day` integer;--> statement-breakpoint
ALTER TABLE `creator_search` ADD `busy_last_day` integer;--> statement-breakpoint
INSERT OR IGNORE INTO creator_busy_days (search_id, day)
  SELECT s.search_id, unixepoch(u.date) / 86400 FROM creator_unavailable_dates u JOIN creator_search s ON s.creator_id = u.creator_id;
--> statement-breakpoint
UPDATE creator_search SET
  busy_first_day = (SELECT min(day) FROM creator_busy_days b WHERE b.search_id = creator_search.search_id),
  busy_last_day = (SELECT max(day) FROM creator_busy_days b WHERE b.search_id = creator_search.search_id)
  WHERE search_id IN (SELECT search_id FROM creator_busy_days);
--> statement-breakpoint
CREATE TRIGGER creator_busy_days_insert AFTER INSERT ON creator_unavailable_dates BEGIN
  INSERT OR IGNORE INTO creator_busy_days (search_id, day)
    SELECT search_id, unixepoch(NEW.date) / 86400 FROM creator_search WHERE creator_id = NEW.creator_id;
  UPDATE creator_search SET
    busy_first_day = min(coalesce(busy_first_day, unixepoch(NEW.date) / 86400), unixepoch(NEW.date) / 86400),
    busy_last_day = max(coalesce(busy_last_day, unixepoch(NEW.date) / 86400), unixepoch(NEW.date) / 86400)
    WHERE creator_id = NEW.creator_id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_busy_days_delete AFTER DELETE ON creator_unavailable_dates BEGIN
  DELETE FROM creator_busy_days
    WHERE search_id = (SELECT search_id FROM creator_search WHERE creator_id = OLD.creator_id) AND day = unixepoch(OLD.date) / 86400;
  UPDATE creator_search SET
    busy_first_day = (SELECT min(day) FROM creator_busy_days b WHERE b.search_id = creator_search.search_id),
    busy_last_day = (SELECT max(day) FROM creator_busy_days b WHERE b.search_id = creator_search.search_id)
    WHERE creator_id = OLD.creator_id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_busy_days_update AFTER UPDATE ON creator_unavailable_dates BEGIN
  DELETE FROM creator_busy_days
    WHERE search_id = (SELECT search_id FROM creator_search WHERE creator_id = OLD.creator_id) AND day = unixepoch(OLD.date) / 86400;
  INSERT OR IGNORE INTO creator_busy_days (search_id, day)
    SELECT search_id, unixepoch(NEW.date) / 86400 FROM creator_search WHERE creator_id = NEW.creator_id;
  UPDATE creator_search SET
    busy_first_day = (SELECT min(day) FROM creator_busy_days b WHERE b.search_id = creator_search.search_id),
    busy_last_day = (SELECT max(day) FROM creator_busy_days b WHERE b.search_id = creator_search.search_id)
    WHERE creator_id IN (OLD.creator_id, NEW.creator_id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_busy_days_profile_delete BEFORE DELETE ON creator_profiles BEGIN
  DELETE FROM creator_busy_days WHERE search_id = (SELECT search_id FROM creator_search WHERE creator_id = OLD.id);
END;
