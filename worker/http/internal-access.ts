import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { byId, type ById, routeArea } from './route-area';

/** Internal users only: strategists (their managed brands) and staff (every brand). Brands and creators get 403. */
const internalOnly = [requireUser, requireRole('Strategist', 'Staff')] as const;

/** The internal operations under `tags`: internalOnly, so 401 and 403. */
export const internalArea = (tags: string[]) => routeArea({ tags, middleware: internalOnly, errors: [401, 403] });

/** The pieces an internal handler needs: db and the signed-in strategist or staff member. */
export const internalContext = (c: Context<AppEnv>) => ({ db: c.get('db'), auth: authOf(c) });

/** The handler of an internal operation on one object named by its `{id}`: `answer` gets the context and the id. */
export const internalById: ById<ReturnType<typeof internalContext>> = byId(internalContext);
