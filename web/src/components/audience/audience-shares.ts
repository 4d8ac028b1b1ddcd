import type { TAudience } from '@schemas/social';

/** One bar of an audience chart: a label and its share in percent. */
export type AudienceShare = { label: string; value: number };

/** What the audience charts draw: shares by age range, by country (largest first) and by gender. */
export type AudienceShares = { age: AudienceShare[]; countries: AudienceShare[]; gender: AudienceShare[] };

const GENDER_LABELS = { FEMALE: 'Women', MALE: 'Men', OTHER: 'Other' } as const;

const byShareDescending = (a: AudienceShare, b: AudienceShare) => b.value - a.value;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Sums the values of entries sharing a key, in the order the keys first appear. */
const sumBy = <T>(items: readonly T[], key: (item: T) => string, value: (item: T) => number): AudienceShare[] => {
  const sums = new Map<string, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + value(item));
  return [...sums].map(([label, total]) => ({ label, value: round1(total) }));
};

/** The brand's creator profile: age and country distributions and the share of women. */
export const sharesFromDistributions = ({
  age,
  countries,
  femalePct,
}: {
  age: Record<string, number>;
  countries: Record<string, number>;
  femalePct: number | null;
}): AudienceShares => ({
  age: Object.entries(age).map(([label, value]) => ({ label, value })),
  countries: Object.entries(countries)
    .map(([label, value]) => ({ label, value }))
    .sort(byShareDescending),
  gender:
    femalePct == null
      ? []
      : [
          { label: GENDER_LABELS.FEMALE, value: femalePct },
          { label: GENDER_LABELS.MALE, value: round1(100 - femalePct) },
        ],
});

/** A synced account's audience (the provider's gender × age table is summed into age and gender). */
export const sharesFromProviderAudience = (audience: TAudience): AudienceShares => ({
  age: sumBy(
    audience.gender_age_distribution,
    (g) => g.age_range,
    (g) => g.value,
  ),
  countries: audience.countries.map((c) => ({ label: c.code, value: c.value })).sort(byShareDescending),
  gender: sumBy(
    audience.gender_age_distribution,
    (g) => GENDER_LABELS[g.gender],
    (g) => g.value,
  ),
});
