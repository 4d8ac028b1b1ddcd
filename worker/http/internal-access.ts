import { requireRole, requireUser } from '../lib/middleware/guards';

/** Internal users only: strategists (their managed brands) and staff (every brand). Brands and creators get 403. */
export const internalOnly = [requireUser, requireRole('Strategist', 'Staff')] as const;
