-- The creator database's search projection (db/schema/creator-search.ts): full text over name, handles and bio in
-- FTS5, filter values in creator_search (niches and languages as bit masks over search_vocab). Triggers on the source
-- tables keep both in sync,
-- so no service that writes creators needs to know about search.
CREATE VIRTUAL TABLE creator_search_fts USING fts5(name, handles, bio, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS creator_unavailable_dates_date_idx ON creator_unavailable_dates (date, creator_id);
--> statement-breakpoint
INSERT INTO search_vocab (kind, value, bit) VALUES ('niche', 'Fitness', 0), ('niche', 'Beauty', 1), ('niche', 'Fashion', 2), ('niche', 'Travel', 3), ('niche', 'Food', 4), ('niche', 'Gaming', 5), ('niche', 'Tech', 6), ('niche', 'Parenting', 7), ('niche', 'Outdoors', 8), ('niche', 'Home & Decor', 9), ('niche', 'Finance', 10), ('niche', 'Music', 11), ('niche', 'Pets', 12), ('niche', 'Wellness', 13), ('niche', 'Comedy', 14), ('niche', 'Education', 15), ('niche', 'Sports', 16), ('niche', 'Photography', 17), ('niche', 'DIY', 18), ('niche', 'Sustainability', 19), ('language', 'English', 0), ('language', 'Spanish', 1), ('language', 'French', 2), ('language', 'German', 3), ('language', 'Portuguese', 4), ('language', 'Italian', 5), ('language', 'Japanese', 6), ('language', 'Hindi', 7), ('language', 'Korean', 8), ('language', 'Dutch', 9);
--> statement-breakpoint
INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE 1
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
--> statement-breakpoint
INSERT INTO creator_search_fts (rowid, name, handles, bio)
  SELECT s.search_id, u.first_name || ' ' || u.last_name, coalesce((SELECT group_concat(handle, ' ') FROM social_accounts WHERE creator_id = p.id), ''), p.bio
  FROM creator_search s JOIN creator_profiles p ON p.id = s.creator_id JOIN users u ON u.id = p.user_id
  WHERE 1;
--> statement-breakpoint
CREATE TRIGGER creator_search_profile_insert AFTER INSERT ON creator_profiles BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = NEW.id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
  DELETE FROM creator_search_fts WHERE rowid = (SELECT search_id FROM creator_search WHERE creator_id = NEW.id);
  INSERT INTO creator_search_fts (rowid, name, handles, bio)
  SELECT s.search_id, u.first_name || ' ' || u.last_name, coalesce((SELECT group_concat(handle, ' ') FROM social_accounts WHERE creator_id = p.id), ''), p.bio
  FROM creator_search s JOIN creator_profiles p ON p.id = s.creator_id JOIN users u ON u.id = p.user_id
  WHERE p.id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_profile_update AFTER UPDATE OF user_id, bio, niches, languages, location_id, gender, created_at ON creator_profiles BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = NEW.id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
  DELETE FROM creator_search_fts WHERE rowid = (SELECT search_id FROM creator_search WHERE creator_id = NEW.id);
  INSERT INTO creator_search_fts (rowid, name, handles, bio)
  SELECT s.search_id, u.first_name || ' ' || u.last_name, coalesce((SELECT group_concat(handle, ' ') FROM social_accounts WHERE creator_id = p.id), ''), p.bio
  FROM creator_search s JOIN creator_profiles p ON p.id = s.creator_id JOIN users u ON u.id = p.user_id
  WHERE p.id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_profile_delete AFTER DELETE ON creator_profiles BEGIN
  DELETE FROM creator_search_fts WHERE rowid = (SELECT search_id FROM creator_search WHERE creator_id = OLD.id);
  DELETE FROM creator_search WHERE creator_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_user_update AFTER UPDATE OF first_name, last_name, status ON users BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = (SELECT id FROM creator_profiles WHERE user_id = NEW.id)
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
  DELETE FROM creator_search_fts WHERE rowid = (SELECT search_id FROM creator_search WHERE creator_id = (SELECT id FROM creator_profiles WHERE user_id = NEW.id));
  INSERT INTO creator_search_fts (rowid, name, handles, bio)
  SELECT s.search_id, u.first_name || ' ' || u.last_name, coalesce((SELECT group_concat(handle, ' ') FROM social_accounts WHERE creator_id = p.id), ''), p.bio
  FROM creator_search s JOIN creator_profiles p ON p.id = s.creator_id JOIN users u ON u.id = p.user_id
  WHERE p.id = (SELECT id FROM creator_profiles WHERE user_id = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_account_insert AFTER INSERT ON social_accounts BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = NEW.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
  DELETE FROM creator_search_fts WHERE rowid = (SELECT search_id FROM creator_search WHERE creator_id = NEW.creator_id);
  INSERT INTO creator_search_fts (rowid, name, handles, bio)
  SELECT s.search_id, u.first_name || ' ' || u.last_name, coalesce((SELECT group_concat(handle, ' ') FROM social_accounts WHERE creator_id = p.id), ''), p.bio
  FROM creator_search s JOIN creator_profiles p ON p.id = s.creator_id JOIN users u ON u.id = p.user_id
  WHERE p.id = NEW.creator_id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_account_update AFTER UPDATE OF followers, engagement_rate, handle, status, platform ON social_accounts BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = NEW.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
  DELETE FROM creator_search_fts WHERE rowid = (SELECT search_id FROM creator_search WHERE creator_id = NEW.creator_id);
  INSERT INTO creator_search_fts (rowid, name, handles, bio)
  SELECT s.search_id, u.first_name || ' ' || u.last_name, coalesce((SELECT group_concat(handle, ' ') FROM social_accounts WHERE creator_id = p.id), ''), p.bio
  FROM creator_search s JOIN creator_profiles p ON p.id = s.creator_id JOIN users u ON u.id = p.user_id
  WHERE p.id = NEW.creator_id;
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = OLD.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_account_delete AFTER DELETE ON social_accounts BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = OLD.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
  DELETE FROM creator_search_fts WHERE rowid = (SELECT search_id FROM creator_search WHERE creator_id = OLD.creator_id);
  INSERT INTO creator_search_fts (rowid, name, handles, bio)
  SELECT s.search_id, u.first_name || ' ' || u.last_name, coalesce((SELECT group_concat(handle, ' ') FROM social_accounts WHERE creator_id = p.id), ''), p.bio
  FROM creator_search s JOIN creator_profiles p ON p.id = s.creator_id JOIN users u ON u.id = p.user_id
  WHERE p.id = OLD.creator_id;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_rates_insert AFTER INSERT ON creator_rates BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = NEW.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_rates_update AFTER UPDATE ON creator_rates BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = NEW.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_rates_delete AFTER DELETE ON creator_rates BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = OLD.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_audience_insert AFTER INSERT ON creator_audiences BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = NEW.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_audience_update AFTER UPDATE ON creator_audiences BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = NEW.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
END;
--> statement-breakpoint
CREATE TRIGGER creator_search_audience_delete AFTER DELETE ON creator_audiences BEGIN
  INSERT INTO creator_search (creator_id, is_active, created_at, location_id, country_code, gender, niche_mask, language_mask, total_followers, engagement_rate, instagram_followers, tiktok_followers, youtube_followers, twitter_followers, twitch_followers, pinterest_followers, rate_min_cents, rate_max_cents, audience_female_pct, audience_top_age, audience_top_country)
  SELECT p.id, u.status = 'ACTIVE', p.created_at, p.location_id, l.country_code, p.gender, (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.niches) j JOIN search_vocab v ON v.kind = 'niche' AND v.value = j.value)), (SELECT coalesce(sum(b), 0) FROM (SELECT DISTINCT 1 << v.bit AS b FROM json_each(p.languages) j JOIN search_vocab v ON v.kind = 'language' AND v.value = j.value)),
    coalesce((SELECT sum(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED'), 0),
    coalesce((SELECT engagement_rate FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' ORDER BY followers DESC LIMIT 1), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'instagram'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'tiktok'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'youtube'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitter'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'twitch'), 0),
    coalesce((SELECT max(followers) FROM social_accounts WHERE creator_id = p.id AND status <> 'NOT_CONNECTED' AND platform = 'pinterest'), 0),
    (SELECT min(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    (SELECT max(rate_cents) FROM creator_rates WHERE creator_id = p.id),
    a.female_pct, a.top_age_range, a.top_country_code
  FROM creator_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id
  WHERE p.id = OLD.creator_id
  ON CONFLICT (creator_id) DO UPDATE SET is_active = excluded.is_active, created_at = excluded.created_at, location_id = excluded.location_id, country_code = excluded.country_code, gender = excluded.gender, niche_mask = excluded.niche_mask, language_mask = excluded.language_mask, total_followers = excluded.total_followers, engagement_rate = excluded.engagement_rate, instagram_followers = excluded.instagram_followers, tiktok_followers = excluded.tiktok_followers, youtube_followers = excluded.youtube_followers, twitter_followers = excluded.twitter_followers, twitch_followers = excluded.twitch_followers, pinterest_followers = excluded.pinterest_followers, rate_min_cents = excluded.rate_min_cents, rate_max_cents = excluded.rate_max_cents, audience_female_pct = excluded.audience_female_pct, audience_top_age = excluded.audience_top_age, audience_top_country = excluded.audience_top_country;
END;
