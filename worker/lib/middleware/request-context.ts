import { createMiddleware } from 'hono/factory';
import { setMetric } from 'hono/timing';
import { assertEnv } from '../../env';
import type { AppEnv } from '../context';
import { createDb, type DbTiming } from '../db';

/** Request id, validated env and a database client per request (never a module-level singleton in a Worker). */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  const dbTiming: DbTiming = { roundTrips: 0, ms: 0 };
  c.set('db', createDb(assertEnv(c.env), dbTiming));
  c.set('auth', null);
  c.set('actingBrand', null);
  await next();
  c.header('X-Request-Id', requestId);
  setMetric(c, 'db', dbTiming.ms, `${dbTiming.roundTrips} round trips`);
});
