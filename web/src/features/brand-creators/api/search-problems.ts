import { ZCreatorSearchQuery } from '@schemas/creator-search';
import { queryProblems } from '@/lib/query-problems';
import type { CreatorSearchParams } from './search-creators';
import { FILTER_PARAMS } from './search-params';

/**
 * The filter fields the server would reject a search for (400), checked with its own schema, keyed by the form's
 * field names. Anything else (a hand-edited page number) is for the server to answer. Loaded only when the address
 * sets a filter, so the unfiltered database paints without the validation library (DESIGN §11).
 */
export const searchProblems = (query: CreatorSearchParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(
      queryProblems(ZCreatorSearchQuery, query, { rate_min_cents: 'rate_min', rate_max_cents: 'rate_max' }),
    ).filter(([k]) => (FILTER_PARAMS as readonly string[]).includes(k)),
  );
