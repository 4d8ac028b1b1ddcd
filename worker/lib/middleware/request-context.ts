import { createMiddleware } from 'hono/factory';
import { assertEnv } from '../../env';
import type { AppEnv } from '../context';
import { createDb } from '../db';

/** Request id, validated env and a database client per request (never a module-level singleton in a Worker). */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  c.set('db', createDb(assertEnv(c.env)));
  c.set('auth', null);
  c.set('actingBrand', null);
  await next();
  c.header('X-Request-Id', requestId);
});
