import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { requireRole, requireUser } from '../lib/middleware/guards';
import { dispatchEvents, type DomainEvent } from '../services/outbox/outbox';

/** Signed-in creator accounts only (others get 403; a suspended account 403 `account_suspended`). */
export const creatorOnly = [requireUser, requireRole('Influencer')] as const;

export const ZIdParam = z.object({ id: z.string().uuid('Not a valid id.') });

/** Sends a committed domain event to the queue after the response (the scheduler re-sends it if this fails). */
export const dispatchLater = (c: Context<AppEnv>, event: DomainEvent) =>
  c.executionCtx.waitUntil(dispatchEvents({ env: c.env, db: c.get('db'), events: [event] }));
