import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const KIB = 1024;
/** JSON request bodies of the API: far above any form the app sends. */
const MAX_API_BODY_BYTES = 1024 * KIB;
/** Social-data webhook events are thin ({id, event, data: {account_id, …}}). */
export const MAX_SOCIAL_WEBHOOK_BYTES = 64 * KIB;
/** Payment-provider events carry whole objects (Stripe's are a few KiB; 1 MiB leaves ample room). */
export const MAX_PAYMENT_WEBHOOK_BYTES = 1024 * KIB;

const describe = (bytes: number) => (bytes >= 1024 * KIB ? `${bytes / (1024 * KIB)} MiB` : `${bytes / KIB} KiB`);

/**
 * Refuses a body over `maxBytes` with a 413 — from Content-Length before reading anything, or while streaming a
 * body without one — so an oversized request is never buffered whole.
 */
export const limitBody = (maxBytes: number, what = 'A request body'): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('payload_too_large', `${what} may be at most ${describe(maxBytes)}.`, { status: 413 });
    },
  });

/** The two routes that take file bytes (they stream to storage and have their own per-file limits). */
const takesFileBytes = (method: string, path: string) =>
  (method === 'POST' && path === '/api/uploads/') ||
  (method === 'PUT' && /^\/api\/uploads\/[^/]+\/parts\/[^/]+\/$/.test(path));

const limitApi = limitBody(MAX_API_BODY_BYTES);

/** Every API request body except file uploads is capped. */
export const limitApiBodies: MiddlewareHandler<AppEnv> = (c, next) =>
  takesFileBytes(c.req.method, c.req.path) ? next() : limitApi(c, next);
