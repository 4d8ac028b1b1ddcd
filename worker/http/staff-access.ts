import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import { staffOnly } from '../lib/middleware/staff-only';
import { routeArea } from './route-area';

/** The staff console's operations: 404 for anyone but staff, as an unknown route is (lib/middleware/staff-only). */
export const staffArea = routeArea({ tags: ['staff'], middleware: [staffOnly], errors: [404] });

/** The pieces a staff handler needs: db and the staff member acting. */
export const staffContext = (c: Context<AppEnv>) => ({ db: c.get('db'), staff: authOf(c).user });
