import { asc } from 'drizzle-orm';
import { locations } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TLocation } from '../../schemas/common';

const toLocation = (l: typeof locations.$inferSelect): TLocation => ({
  id: l.id,
  city: l.city,
  region: l.region,
  country: l.country,
  country_code: l.countryCode,
  label: `${l.city}, ${l.country}`,
});

/** Lower case, accents dropped: how a search and a location id compare city names. */
export const foldName = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * `GET /common/locations/`: every city by country then city (`search` absent), or those whose city, region or
 * country contains `search` (accents and case ignored), cities starting with it first, `limit` at most.
 */
export const listLocations = async ({
  db,
  search,
  limit = 20,
}: {
  db: Db;
  search?: string;
  limit?: number;
}): Promise<TLocation[]> => {
  const rows = await db.select().from(locations).orderBy(asc(locations.country), asc(locations.city));
  if (!search) return rows.map(toLocation);
  const q = foldName(search);
  const rank = (l: typeof locations.$inferSelect) => {
    const city = foldName(l.city);
    if (city.startsWith(q)) return 0;
    if (city.includes(q)) return 1;
    if (foldName(`${l.region ?? ''} ${l.country} ${l.countryCode}`).includes(q)) return 2;
    return 3;
  };
  return rows
    .map((l) => ({ l, r: rank(l) }))
    .filter((x) => x.r < 3)
    .sort((a, b) => a.r - b.r || a.l.city.localeCompare(b.l.city))
    .slice(0, limit)
    .map((x) => toLocation(x.l));
};
