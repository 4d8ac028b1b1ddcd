import { describe, expect, it } from 'vitest';
import { sharesFromDistributions, sharesFromProviderAudience } from '@/components/audience/audience-shares';
import { niceScale, spreadIndexes } from '@/components/ui/chart-scale';

describe('audience shares (one chart component for the brand’s profile and the creator’s own accounts)', () => {
  it('sums the provider’s gender × age table into age and gender, countries largest first', () => {
    const shares = sharesFromProviderAudience({
      countries: [
        { code: 'CA', value: 12 },
        { code: 'US', value: 61.5 },
      ],
      cities: [],
      gender_age_distribution: [
        { gender: 'FEMALE', age_range: '18-24', value: 20.1 },
        { gender: 'MALE', age_range: '18-24', value: 10 },
        { gender: 'FEMALE', age_range: '25-34', value: 40 },
        { gender: 'MALE', age_range: '25-34', value: 25 },
        { gender: 'OTHER', age_range: '25-34', value: 4.9 },
      ],
    });
    expect(shares.age).toEqual([
      { label: '18-24', value: 30.1 },
      { label: '25-34', value: 69.9 },
    ]);
    expect(shares.gender).toEqual([
      { label: 'Women', value: 60.1 },
      { label: 'Men', value: 35 },
      { label: 'Other', value: 4.9 },
    ]);
    expect(shares.countries.map((c) => c.label)).toEqual(['US', 'CA']);
  });

  it('reads the search profile’s distributions; no gender chart without the share of women', () => {
    const shares = sharesFromDistributions({
      age: { '18-24': 40, '25-34': 60 },
      countries: { GB: 10, US: 70 },
      femalePct: 62,
    });
    expect(shares.countries[0]).toEqual({ label: 'US', value: 70 });
    expect(shares.gender).toEqual([
      { label: 'Women', value: 62 },
      { label: 'Men', value: 38 },
    ]);
    expect(sharesFromDistributions({ age: {}, countries: {}, femalePct: null }).gender).toEqual([]);
  });
});

describe('chart scales', () => {
  it('rounds the axis top up to 1, 2, 2.5 or 5 steps and keeps every value under it', () => {
    expect(niceScale(1000)).toEqual({ top: 1000, ticks: [0, 250, 500, 750, 1000] });
    expect(niceScale(1234).top).toBe(2000);
    expect(niceScale(7).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    for (const max of [0.3, 3, 99, 101, 12_345, 9_999_999]) expect(niceScale(max).top).toBeGreaterThanOrEqual(max);
  });

  it('labels the first and last day and spreads the others', () => {
    expect(spreadIndexes(14, 4)).toEqual([0, 4, 9, 13]);
    expect(spreadIndexes(3, 4)).toEqual([0, 1, 2]);
    expect(spreadIndexes(1, 4)).toEqual([0]);
  });
});
