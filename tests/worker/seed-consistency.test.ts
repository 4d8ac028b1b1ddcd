import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNTRY_LANGUAGES } from '../../db/seed/reference-data';
import { creatorAudiences, creatorProfiles, creatorRates, users } from '../../db/schema';
import { testDb } from './helpers';

/** The generated creators (the demo accounts are written by hand). */
const generatedProfiles = () =>
  testDb()
    .select({ id: creatorProfiles.id, languages: creatorProfiles.languages, locationId: creatorProfiles.locationId })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(like(users.email, '%@creators.test'));

describe('seeded data is internally consistent', () => {
  it('every creator’s top audience country is the largest share of their own country chart', async () => {
    const rows = await testDb().select().from(creatorAudiences);
    expect(rows.length).toBeGreaterThan(300);
    const wrong = rows.filter((r) => {
      const shares = Object.entries(r.distributions?.countries ?? {}) as [string, number][];
      const largest = Math.max(...shares.map(([, v]) => v));
      return shares.length > 0 && (r.distributions!.countries[r.topCountryCode] ?? -1) < largest;
    });
    expect(wrong.map((r) => [r.creatorId, r.topCountryCode, r.distributions?.countries])).toEqual([]);
  });

  it('every creator’s audience shares by age add up to 100 %, and by country to at most 100 %', async () => {
    const rows = await testDb().select().from(creatorAudiences);
    expect(rows.length).toBeGreaterThan(300);
    const sum = (shares: Record<string, number> = {}) => Object.values(shares).reduce((a, b) => a + b, 0);
    const wrong = rows.filter(
      (r) => Math.abs(sum(r.distributions?.age) - 100) > 0.5 || sum(r.distributions?.countries) > 100.5,
    );
    expect(wrong.map((r) => [r.creatorId, r.distributions])).toEqual([]);
  });

  it('every generated creator speaks their country’s language (a second one is its other language or English)', async () => {
    const profiles = await generatedProfiles();
    expect(profiles.length).toBeGreaterThan(300);
    const wrong = profiles.filter((p) => {
      const country = String(p.locationId).slice(0, 2).toUpperCase();
      const spoken = [...(COUNTRY_LANGUAGES[country] ?? []), 'English'];
      const languages = p.languages as string[];
      return (
        languages[0] !== (COUNTRY_LANGUAGES[country] ?? ['English'])[0] || languages.some((l) => !spoken.includes(l))
      );
    });
    expect(wrong.map((p) => [p.locationId, p.languages])).toEqual([]);
  });

  it('a creator’s dearest rate is at most six times their cheapest', async () => {
    const ids = new Set((await generatedProfiles()).map((p) => p.id));
    const rates = await testDb()
      .select({ creatorId: creatorRates.creatorId, cents: creatorRates.rateCents })
      .from(creatorRates);
    const byCreator = new Map<string, number[]>();
    for (const r of rates)
      if (ids.has(r.creatorId)) byCreator.set(r.creatorId, [...(byCreator.get(r.creatorId) ?? []), r.cents]);
    const wide = [...byCreator.entries()].filter(([, cents]) => Math.max(...cents) > 6 * Math.min(...cents));
    expect(wide).toEqual([]);
  });
});
