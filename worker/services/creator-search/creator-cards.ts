import { sql, type SQL } from 'drizzle-orm';
import type { TCreatorCard } from '../../schemas/creator-search';
import type { TAccountMetrics, TPlatform } from '../../schemas/social';

/**
 * The columns of a creator card, selected from `creator_profiles p` joined by `cardJoins`. Accounts come as one
 * JSON array per row, so a page of cards is ONE statement whatever its size (no N+1).
 */
const cardColumns = (brandId: string) => sql`
  p.id AS id, u.first_name || ' ' || u.last_name AS name, u.display_picture AS display_picture, p.bio AS bio,
  p.niches AS niches, p.languages AS languages, p.created_at AS created_at,
  l.id AS location_id, l.city AS city, l.country AS country, l.country_code AS country_code,
  coalesce(s.total_followers, 0) AS total_followers, coalesce(s.engagement_rate, 0) AS engagement_rate,
  s.rate_min_cents AS rate_min_cents, s.rate_max_cents AS rate_max_cents,
  a.female_pct AS female_pct, a.male_pct AS male_pct, a.top_age_range AS top_age_range, a.top_country_code AS top_country_code,
  (SELECT json_group_array(json_object('platform', platform, 'handle', handle, 'followers', followers, 'engagement_rate', engagement_rate))
     FROM (SELECT * FROM social_accounts sa WHERE sa.creator_id = p.id AND sa.status <> 'NOT_CONNECTED' ORDER BY sa.followers DESC)) AS accounts,
  (SELECT json_object('platform', sa.platform, 'credibility', json(json_extract(d.metrics, '$.credibility')))
     FROM social_accounts sa JOIN social_account_data d ON d.account_id = sa.id
     WHERE sa.creator_id = p.id AND sa.status = 'CONNECTED' AND json_extract(d.metrics, '$.credibility.score') IS NOT NULL
     ORDER BY sa.followers DESC LIMIT 1) AS credibility,
  EXISTS (SELECT 1 FROM saved_profiles sp WHERE sp.brand_id = ${brandId} AND sp.creator_id = p.id) AS is_saved`;

const cardJoins = sql`
  JOIN users u ON u.id = p.user_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN creator_search s ON s.creator_id = p.id
  LEFT JOIN creator_audiences a ON a.creator_id = p.id`;

export type CardRow = Record<string, unknown>;

const json = <T>(v: unknown, fallback: T): T => {
  if (typeof v !== 'string') return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};
const int = (v: unknown) => (v == null ? null : Number(v));

type MainCredibility = { platform: TPlatform; credibility: TAccountMetrics['credibility'] } | null;
const briefOf = (s: TAccountMetrics['credibility']['signals'][number]) =>
  s.brief ?? `${s.label.toLowerCase()} ${s.value}`;

/** The main account's credibility with the few words each signal it was computed from reads as. */
const toCredibility = (v: unknown): TCreatorCard['credibility'] => {
  const main = json<MainCredibility>(v, null);
  if (!main?.credibility) return null;
  const { score, confidence, signals } = main.credibility;
  return {
    score,
    confidence,
    platform: main.platform,
    basis: signals.map((s) => ({ key: s.key, text: briefOf(s), verdict: s.verdict })),
  };
};

/** Each credibility reading of a card row with what it means (the profile, with Profile Access). */
export const credibilityExplained = (r: CardRow) =>
  (json<MainCredibility>(r.credibility, null)?.credibility?.signals ?? []).map((s) => ({
    key: s.key,
    text: briefOf(s),
    explanation: s.explanation,
  }));

/** A raw row of `cardColumns` (any prefix-free extra columns are ignored) → the API's creator card. */
export const toCreatorCard = (r: CardRow): TCreatorCard => ({
  id: String(r.id),
  name: String(r.name),
  display_picture: (r.display_picture as string | null) ?? null,
  bio: String(r.bio ?? ''),
  location: r.location_id
    ? { id: String(r.location_id), label: `${r.city}, ${r.country}`, country_code: String(r.country_code) }
    : null,
  niches: json<string[]>(r.niches, []),
  languages: json<string[]>(r.languages, []),
  total_followers: Number(r.total_followers ?? 0),
  engagement_rate: Number(r.engagement_rate ?? 0),
  accounts: json<TCreatorCard['accounts']>(r.accounts, []),
  rate_min_cents: int(r.rate_min_cents),
  rate_max_cents: int(r.rate_max_cents),
  audience:
    r.female_pct == null
      ? null
      : {
          female_pct: Number(r.female_pct),
          male_pct: Number(r.male_pct),
          top_age_range: String(r.top_age_range),
          top_country_code: String(r.top_country_code),
        },
  credibility: toCredibility(r.credibility),
  is_saved: Boolean(Number(r.is_saved)),
  created_at: String(r.created_at),
});

/** `SELECT <card> FROM creator_profiles p … WHERE <where>` as one statement, with extra columns if needed. */
export const cardQuery = ({
  brandId,
  where,
  extra,
  from,
  orderBy,
}: {
  brandId: string;
  where: SQL;
  extra?: SQL;
  from?: SQL;
  orderBy?: SQL;
}) =>
  sql`SELECT ${cardColumns(brandId)}${extra ? sql`, ${extra}` : sql``} FROM ${from ?? sql`creator_profiles p`} ${cardJoins} WHERE ${where}${orderBy ? sql` ORDER BY ${orderBy}` : sql``}`;
