import type { ActingBrand, Auth } from '../context';
import { AppError } from '../errors';

/**
 * The brand a request acts for: a brand user's own brand, or — for a strategist — the managed brand named in
 * the `X-Selected-Brand` header. Both were read with the session (`authenticate`), so this needs no query.
 */
export const resolveActingBrand = (auth: Auth): ActingBrand => {
  const { user, brandLinks } = auth;
  if (user.profileOf === 'Brand') {
    if (!brandLinks.member)
      throw new AppError('brand_not_found', 'Your account is not part of a brand.', { status: 404 });
    return brandLinks.member;
  }
  if (user.profileOf === 'Strategist') {
    if (!brandLinks.selectedBrand)
      throw new AppError('brand_not_selected', 'Choose a managed brand first (X-Selected-Brand header).', {
        status: 400,
      });
    if (!brandLinks.managesSelected) throw new AppError('not_found', 'You do not manage that brand.');
    return { brandId: brandLinks.selectedBrand, role: 'strategist' };
  }
  throw new AppError('permission_denied', 'Only brand accounts and strategists can do that.');
};
