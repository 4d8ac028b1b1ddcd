import { asc } from 'drizzle-orm';
import { locations } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TLocation } from '../../schemas/common';

/** `GET /common/locations/`: every city, by country then city, with its display label. */
export const listLocations = async ({ db }: { db: Db }): Promise<TLocation[]> => {
  const rows = await db.select().from(locations).orderBy(asc(locations.country), asc(locations.city));
  return rows.map((l) => ({
    id: l.id,
    city: l.city,
    region: l.region,
    country: l.country,
    country_code: l.countryCode,
    label: `${l.city}, ${l.country}`,
  }));
};
