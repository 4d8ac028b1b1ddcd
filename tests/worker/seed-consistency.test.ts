import { describe, expect, it } from 'vitest';
import { creatorAudiences } from '../../db/schema';
import { testDb } from './helpers';

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
});
