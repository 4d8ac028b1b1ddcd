import { sql, type SQL } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import type { DbKeys } from '../../lib/db';

/** Staff see every brand; a strategist only the brands they manage. */
export const seesAllBrands = (auth: Auth) => auth.user.profileOf === 'Staff' || auth.user.isStaff;

/**
 * SQL condition on a brand id column: true for the brands this internal user may see. Put it in the query that
 * reads the brand, so "not yours" and "does not exist" are the same 404 without an extra round trip.
 */
export const brandInScope = (auth: Auth, brandIdColumn: SQL | string): SQL => {
  const column = typeof brandIdColumn === 'string' ? sql.raw(brandIdColumn) : brandIdColumn;
  return seesAllBrands(auth)
    ? sql`1 = 1`
    : sql`${column} IN (SELECT brand_id FROM strategist_brands WHERE strategist_id = ${auth.user.id})`;
};

/** An internal user's call about one brand (the scope checked in its query, with `brandInScope`). */
export type BrandCall = DbKeys<'brandId'> & { auth: Auth };
