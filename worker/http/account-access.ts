import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf, requireUser } from '../lib/middleware/guards';
import { routeArea } from './route-area';

/** Operations of any signed-in account under `tags`: requireUser, so 401, and 403 for a suspended account. */
export const accountArea = (tags: string[]) => routeArea({ tags, middleware: [requireUser], errors: [401, 403] });

/** The same guard where the document names only 401 (an operation that names the 403 lists it). */
export const signedInArea = (tags: string[]) => routeArea({ tags, middleware: [requireUser], errors: [401] });

/** The pieces an account handler needs: db, the signed-in user and their session. */
export const accountContext = (c: Context<AppEnv>) => {
  const auth = authOf(c);
  return { db: c.get('db'), user: auth.user, sessionId: auth.sessionId };
};
