import { locations } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { foldName as fold } from '../reference/list-locations';
import { COUNTRY_NAMES } from '../../schemas/countries';

/** FNV-1a, for the id of a city whose name has no Latin letters. */
const fnv = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

/** The id a city has (the seed's rule: `us-new-york`), so the same city entered twice is one location. */
const locationIdOf = (city: string, countryCode: string) => {
  const slug = fold(city)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${countryCode.toLowerCase()}-${slug.length >= 2 ? slug : `u${fnv(fold(city))}`}`;
};

/** A creator's own city: written as entered (first letters capitalised when typed all in lower case). */
export const newLocationRow = ({ city, country_code }: { city: string; country_code: string }) => {
  const name = city === city.toLowerCase() ? city.replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase()) : city;
  return {
    id: locationIdOf(name, country_code),
    city: name,
    region: null,
    country: COUNTRY_NAMES[country_code] ?? country_code,
    countryCode: country_code,
  };
};

/** Inserts the location unless one with its id exists (then the existing one is kept as it is). */
export const insertLocationIfNew = ({ db, row }: { db: Db; row: ReturnType<typeof newLocationRow> }) =>
  db.insert(locations).values(row).onConflictDoNothing({ target: locations.id });
