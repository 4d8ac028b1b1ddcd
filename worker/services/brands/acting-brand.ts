import { and, eq } from 'drizzle-orm';
import { brandMembers, strategistBrands } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';

export type ActingBrand = { brandId: string; role: 'owner' | 'admin' | 'member' | 'strategist' };

/**
 * The brand a request acts for: a brand user's own brand, or — for a strategist — the managed brand named in
 * the `X-Selected-Brand` header (checked against their managed brands). Anyone else has none.
 */
export const resolveActingBrand = async (db: Db, auth: Auth, selectedBrand: string | undefined): Promise<ActingBrand> => {
  const { user } = auth;
  if (user.profileOf === 'Brand') {
    const [m] = await db.select({ brandId: brandMembers.brandId, role: brandMembers.role }).from(brandMembers).where(eq(brandMembers.userId, user.id)).limit(1);
    if (!m) throw new AppError('brand_not_found', 'Your account is not part of a brand.', { status: 404 });
    return m;
  }
  if (user.profileOf === 'Strategist') {
    if (!selectedBrand) throw new AppError('brand_not_selected', 'Choose a managed brand first (X-Selected-Brand header).', { status: 400 });
    const [m] = await db
      .select({ brandId: strategistBrands.brandId })
      .from(strategistBrands)
      .where(and(eq(strategistBrands.strategistId, user.id), eq(strategistBrands.brandId, selectedBrand)))
      .limit(1);
    if (!m) throw new AppError('not_found', 'You do not manage that brand.');
    return { brandId: m.brandId, role: 'strategist' };
  }
  throw new AppError('permission_denied', 'Only brand accounts and strategists can do that.');
};
