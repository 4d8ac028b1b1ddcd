import type { Auth } from '../../lib/context';
import { AppError, forbidden } from '../../lib/errors';

/** The signed-in creator's profile id, read with the session (no query of its own). Other account types get 403. */
export const ownCreatorId = (auth: Auth): string => {
  if (auth.user.profileOf !== 'Influencer') throw forbidden('Only creator accounts can do that.');
  if (!auth.creatorId) throw new AppError('not_found', 'Your creator profile is missing. Contact support.');
  return auth.creatorId;
};
