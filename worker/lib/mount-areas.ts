import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import type { MergeSchemaPath, Schema } from 'hono/types';
import type { UnionToIntersection } from 'hono/utils/types';
import type { AppEnv } from './context';
import { createRouter } from './openapi';

type AreaRouter = Hono<AppEnv, Schema, '/'>;

type MountedAt<Area> = Area extends Hono<AppEnv, infer S extends Schema, '/'> ? MergeSchemaPath<S, '/'> : never;

/** Every route of the area routers, as `.route('/', area)` called once per area would type them. */
type AreasSchema<Areas extends AreaRouter[]> =
  UnionToIntersection<{ [I in keyof Areas]: MountedAt<Areas[I]> }[number]> extends infer S extends Schema ? S : never;

/**
 * One router serving the area routers' routes at `/`, mounted in the order given (an earlier route wins a path both
 * match). Its type carries every route exactly, as a chain of `.route('/', area)` calls would.
 */
export const mountAreas = <Areas extends AreaRouter[]>(...areas: Areas) => {
  const router = createRouter();
  for (const area of areas) router.route('/', area);
  return router as unknown as OpenAPIHono<AppEnv, AreasSchema<Areas>, '/'>;
};
