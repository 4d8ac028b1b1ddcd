import type { creatorAudiences } from '../../../db/schema';
import { AGE_RANGES } from '../../schemas/brand-choices';
import type { TAudience } from '../../schemas/social';

type Summary = Omit<typeof creatorAudiences.$inferInsert, 'creatorId' | 'updatedAt'>;

/** Providers slice ages differently (Phyllo: 45-64, 65-); the creator database uses AGE_RANGES. */
const ageBucket = (range: string): (typeof AGE_RANGES)[number] => {
  const low = Number.parseInt(range, 10);
  const index = [18, 25, 35, 45, 55].findIndex((upper) => !(low >= upper));
  return AGE_RANGES[index === -1 ? AGE_RANGES.length - 1 : index]!;
};

const argmax = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
const add = (m: Map<string, number>, key: string, v: number) => m.set(key, (m.get(key) ?? 0) + v);
const rounded = (m: Map<string, number>, total: number, limit = 20) =>
  Object.fromEntries(
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([k, v]) => [k, Math.round((v / total) * 10) / 10]),
  );

/**
 * The creator's audience over all connected accounts, weighted by followers: what the creator database filters
 * on (`creator_audiences`). Null when no account shares demographics.
 */
export const summarizeAudiences = (accounts: { followers: number; audience: TAudience | null }[]): Summary | null => {
  const withData = accounts.filter(
    (a): a is { followers: number; audience: TAudience } =>
      a.audience !== null && a.audience.gender_age_distribution.length > 0,
  );
  const total = withData.reduce((s, a) => s + Math.max(a.followers, 1), 0);
  if (total === 0) return null;
  const gender = new Map<string, number>();
  const age = new Map<string, number>();
  const countries = new Map<string, number>();
  for (const { followers, audience } of withData) {
    const w = Math.max(followers, 1);
    for (const g of audience.gender_age_distribution) {
      add(gender, g.gender, g.value * w);
      add(age, ageBucket(g.age_range), g.value * w);
    }
    for (const c of audience.countries) add(countries, c.code, c.value * w);
  }
  const topCountry = argmax(countries);
  return {
    femalePct: Math.round((gender.get('FEMALE') ?? 0) / total),
    malePct: Math.round((gender.get('MALE') ?? 0) / total),
    topAgeRange: argmax(age) ?? '25-34',
    topCountryCode: topCountry ?? 'US',
    distributions: { age: rounded(age, total), countries: rounded(countries, total, 10) },
  };
};
