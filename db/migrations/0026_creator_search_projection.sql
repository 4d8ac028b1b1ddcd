-- custom SQL (hand-written)
-- The creator-search projection (0003) pasted the same upsert into 14 triggers. It is defined once here:
-- creator_search_source is the projection row of every creator, and two write-only views act as the projection's
-- procedures — inserting a creator id into creator_search_refresh upserts that creator's filter row, into
-- creator_search_text_refresh rewrites its full-text row. The source-table triggers only name the creators they touched.
-- (The upsert keeps search_id, which the FTS rowid and creator_busy_days use, and the busy_* columns.)
CREATE VIEW creator_search_source AS
  SELECT p.id AS creator_id, u.status = 'ACTIVE' AS is_active, p.created_at, p.location_id, l.country_code, p.gender,
    (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)) AS niche_mask,
    (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)) AS language_mask,
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0) AS total_followers,
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0) AS engagement_rate,
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0) AS instagram_followers,
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0) AS tiktok_followers,
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0) AS youtube_followers,
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0) AS twitter_followers,
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0) AS twitch_followers,
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0) AS pinterest_followers,
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id) AS rate_min_cents,
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id) AS rate_max_cents,
    a.female_pct AS audience_female_pct, a.top_age_range AS audience_top_age, a.top_country_code AS audience_top_country
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id;
--> statement-breakpoint
CREATE VIEW creator_search_refresh AS SELECT NULL AS creator_id WHERE 0;
--> statement-breakpoint
CREATE VIEW creator_search_text_refresh AS SELECT NULL AS creator_id WHERE 0;
--> statement-breakpoint
CREATE TRIGGER creator_search_refresh_row INSTEAD OF INSERT ON creator_search_refresh BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country
  FROM creator_search_source WHERE creator_id = NEW.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_refresh_text INSTEAD OF INSERT ON creator_search_text_refresh BEGIN
  DELETE FROM creator_search_fts WHERE rowid = (SELECT search_id FROM creator_search WHERE creator_id = NEW.creator_id);
  INSERT INTO creator_search_fts (rowid, name, handles, bio)
  SELECT s.search_id, u.first_name || ' ' || u.last_name, coalesce((SELECT group_concat(handle, ' ') FROM social_accounts WHERE creator_id = p.id), ''), p.bio
  FROM creator_search s JOIN creator_profiles p ON p.id = s.creator_id JOIN users u ON u.id = p.user_id
  WHERE p.id = NEW.creator_id;
END;
--> statement-breakpoint
DROP TRIGGER creator_search_profile_insert;
--> statement-breakpoint
DROP TRIGGER creator_search_profile_update;
--> statement-breakpoint
DROP TRIGGER creator_search_user_update;
--> statement-breakpoint
DROP TRIGGER creator_search_account_insert;
--> statement-breakpoint
DROP TRIGGER creator_search_account_update;
--> statement-breakpoint
DROP TRIGGER creator_search_account_delete;
--> statement-breakpoint
DROP TRIGGER creator_search_rates_insert;
--> statement-breakpoint
DROP TRIGGER creator_search_rates_update;
--> statement-breakpoint
DROP TRIGGER creator_search_rates_delete;
--> statement-breakpoint
DROP TRIGGER creator_search_audience_insert;
--> statement-breakpoint
DROP TRIGGER creator_search_audience_update;
--> statement-breakpoint
DROP TRIGGER creator_search_audience_delete;
--> statement-breakpoint
CREATE TRIGGER creator_search_profile_insert AFTER INSERT ON creator_profiles BEGIN
  INSERT INTO creator_search_refresh (creator_id) VALUES (NEW.id);
  INSERT INTO creator_search_text_refresh (creator_id) VALUES (NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_profile_update AFTER UPDATE OF user_id, bio, niches, languages, location_id, gender, created_at ON creator_profiles BEGIN
  INSERT INTO creator_search_refresh (creator_id) VALUES (NEW.id);
  INSERT INTO creator_search_text_refresh (creator_id) VALUES (NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_user_update AFTER UPDATE OF first_name, last_name, status ON users BEGIN
  INSERT INTO creator_search_refresh (creator_id) SELECT id FROM creator_profiles WHERE user_id = NEW.id;
  INSERT INTO creator_search_text_refresh (creator_id) SELECT id FROM creator_profiles WHERE user_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_account_insert AFTER INSERT ON social_accounts BEGIN
  INSERT INTO creator_search_refresh (creator_id) VALUES (NEW.creator_id);
  INSERT INTO creator_search_text_refresh (creator_id) VALUES (NEW.creator_id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_account_update AFTER UPDATE OF followers, engagement_rate, handle, status, platform ON social_accounts BEGIN
  INSERT INTO creator_search_refresh (creator_id) SELECT NEW.creator_id UNION SELECT OLD.creator_id;
  INSERT INTO creator_search_text_refresh (creator_id) SELECT NEW.creator_id UNION SELECT OLD.creator_id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_account_delete AFTER DELETE ON social_accounts BEGIN
  INSERT INTO creator_search_refresh (creator_id) VALUES (OLD.creator_id);
  INSERT INTO creator_search_text_refresh (creator_id) VALUES (OLD.creator_id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_rates_insert AFTER INSERT ON creator_rates BEGIN
  INSERT INTO creator_search_refresh (creator_id) VALUES (NEW.creator_id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_rates_update AFTER UPDATE ON creator_rates BEGIN
  INSERT INTO creator_search_refresh (creator_id) SELECT NEW.creator_id UNION SELECT OLD.creator_id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_rates_delete AFTER DELETE ON creator_rates BEGIN
  INSERT INTO creator_search_refresh (creator_id) VALUES (OLD.creator_id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_audience_insert AFTER INSERT ON creator_audiences BEGIN
  INSERT INTO creator_search_refresh (creator_id) VALUES (NEW.creator_id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_audience_update AFTER UPDATE ON creator_audiences BEGIN
  INSERT INTO creator_search_refresh (creator_id) SELECT NEW.creator_id UNION SELECT OLD.creator_id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_audience_delete AFTER DELETE ON creator_audiences BEGIN
  INSERT INTO creator_search_refresh (creator_id) VALUES (OLD.creator_id);
END;
