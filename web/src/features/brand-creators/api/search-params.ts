import { CREATOR_FILTER_KEYS } from '@schemas/creator-search-vocabulary';
import type { CreatorSearchParams } from './search-creators';

/** Results per page of the creator database. */
export const PAGE_SIZE = 20;

/** The API's filter names as the address spells them: rates are typed in whole currency units, without `_cents`. */
type TUnitsKey<K extends string> = K extends `${infer Units}_cents` ? Units : K;
export type TFilterParam = TUnitsKey<(typeof CREATOR_FILTER_KEYS)[number]>;

/** The address's filter parameters (Search Filters), one for each of the API's filters. */
export const FILTER_PARAMS = CREATOR_FILTER_KEYS.map((k) => k.replace(/_cents$/, '') as TFilterParam);

/** Whether the address sets any filter (only then is there something to check before searching). */
export const hasFilters = (params: URLSearchParams) => FILTER_PARAMS.some((k) => params.get(k));

/** URL parameters → API parameters (rates typed in currency units, sent in cents). */
export const apiParams = (params: URLSearchParams, canFilter: boolean): CreatorSearchParams => {
  const out: CreatorSearchParams = { page: params.get('page') ?? '1', page_size: String(PAGE_SIZE) };
  for (const k of ['q', 'sort'] as const) if (params.get(k)) out[k] = params.get(k)!;
  if (params.get('view') === 'recent') out.recently_added = 'true';
  if (canFilter) {
    for (const k of FILTER_PARAMS) {
      const v = params.get(k);
      if (!v) continue;
      if (k === 'rate_min' || k === 'rate_max') out[`${k}_cents`] = String(Math.round(Number(v) * 100));
      else out[k] = v;
    }
  }
  return out;
};
