import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { ownCreatorId } from '../services/creators/load-creator';
import { dispatchEvents, type DomainEvent } from '../services/outbox/outbox';
import { routeArea } from './route-area';

/** Signed-in creator accounts only (others get 403; a suspended account 403 `account_suspended`). */
const creatorOnly = [requireUser, requireRole('Influencer')] as const;

/** The creator's own operations under `tags`: creatorOnly, so 401 and 403. */
export const creatorArea = (tags: string[]) => routeArea({ tags, middleware: creatorOnly, errors: [401, 403] });

/** The pieces a creator handler needs: db, the user and their own creator profile (its id read with the session). */
export const creatorContext = (c: Context<AppEnv>) => {
  const auth = authOf(c);
  return { db: c.get('db'), auth, user: auth.user, userId: auth.user.id, creatorId: ownCreatorId(auth) };
};

export const ZIdParam = z.object({ id: z.string().uuid('Not a valid id.') });

/** Sends a committed domain event to the queue after the response (the scheduler re-sends it if this fails). */
export const dispatchLater = (c: Context<AppEnv>, event: DomainEvent) =>
  c.executionCtx.waitUntil(dispatchEvents({ env: c.env, db: c.get('db'), events: [event] }));
