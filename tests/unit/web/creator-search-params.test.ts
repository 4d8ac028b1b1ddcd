import { describe, expect, it } from 'vitest';
import { apiParams, FILTER_PARAMS, hasFilters } from '@/features/brand-creators/api/search-params';
import { searchProblems } from '@/features/brand-creators/api/search-problems';
import { deliverableStatusOf } from '@/features/content-review/api/get-campaign-deliverables';
import { ZDeliverableStatus } from '@schemas/content';
import { FILTER_KEYS } from '@schemas/creator-search';

const address = (query: string) => new URLSearchParams(query);

describe('the creator database address → its search', () => {
  it('sends rates in cents, the recent view as recently_added, and the filters only with Search Filters', () => {
    const params = address('q=trail&view=recent&platform=instagram&rate_min=12.5&rate_max=40&page=2');
    expect(apiParams(params, true)).toEqual({
      q: 'trail',
      recently_added: 'true',
      platform: 'instagram',
      rate_min_cents: '1250',
      rate_max_cents: '4000',
      page: '2',
      page_size: '20',
    });
    expect(apiParams(params, false)).toEqual({ q: 'trail', recently_added: 'true', page: '2', page_size: '20' });
  });

  it('names every filter the server gates behind Search Filters (rates in currency units)', () => {
    const sent = Object.keys(apiParams(address(FILTER_PARAMS.map((k) => `${k}=1`).join('&')), true));
    expect(sent.filter((k) => !['page', 'page_size'].includes(k)).sort()).toEqual([...FILTER_KEYS].sort());
  });

  it('knows whether there is anything to check before searching', () => {
    expect(hasFilters(address('q=trail&sort=followers&view=recent&page=3'))).toBe(false);
    expect(hasFilters(address('followers_min=1000'))).toBe(true);
    expect(hasFilters(address('niche='))).toBe(false);
  });

  it('marks a reversed range on the form field the brand typed, and leaves the rest to the server', () => {
    expect(searchProblems(apiParams(address('rate_min=50&rate_max=10&followers_min=5&followers_max=1'), true))).toEqual(
      {
        rate_max: 'Must not be below the lower end of the range.',
        followers_max: 'Must not be below the lower end of the range.',
      },
    );
    expect(searchProblems(apiParams(address('available_from=2026-01-01&page=0'), true))).toEqual({
      available_to: 'Give both dates of the availability window.',
    });
    expect(searchProblems(apiParams(address('followers_min=10&engagement_max=5'), true))).toEqual({});
  });
});

describe('content review status filter in the address', () => {
  it('accepts exactly the statuses the server does', () => {
    for (const status of ZDeliverableStatus.options) expect(deliverableStatusOf(status)).toBe(status);
    for (const junk of [null, '', 'all', 'APPROVED', 'approved ']) expect(deliverableStatusOf(junk)).toBeUndefined();
  });
});
