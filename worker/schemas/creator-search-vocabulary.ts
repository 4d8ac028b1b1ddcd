/**
 * The creator database's query vocabulary, kept free of zod (as vocabularies.ts is): the filter parameters, the
 * audience choices and the sort orders with their labels. The search schema (creator-search.ts) builds its enums on
 * these lists and the web app's Search Filters panel and sort menu render them, so the two cannot drift apart.
 */

/** Query parameters that are filters (gated by Search Filters); rates are sent in cents. */
export const CREATOR_FILTER_KEYS = [
  'platform',
  'followers_min',
  'followers_max',
  'engagement_min',
  'engagement_max',
  'niche',
  'location',
  'language',
  'audience_gender',
  'audience_age',
  'audience_country',
  'rate_min_cents',
  'rate_max_cents',
  'available_from',
  'available_to',
] as const;

/** Filters that take a list ("a,b,c"). */
export const CREATOR_LIST_FILTERS = ['platform', 'niche', 'location', 'language', 'audience_age'] as const;

/** "Audience mostly": a creator whose audience is at least half women, or at least half men. */
export const AUDIENCE_GENDERS = ['female', 'male'] as const;
export const AUDIENCE_GENDER_LABELS: Record<(typeof AUDIENCE_GENDERS)[number], string> = {
  female: 'Women',
  male: 'Men',
};

export const CREATOR_SORTS = ['relevance', 'followers', 'engagement', 'newest', 'rate_low'] as const;
export type TCreatorSort = (typeof CREATOR_SORTS)[number];
export const CREATOR_SORT_LABELS: Record<TCreatorSort, string> = {
  relevance: 'Best match',
  followers: 'Most followers',
  engagement: 'Highest engagement',
  newest: 'Newest',
  rate_low: 'Lowest rates',
};
