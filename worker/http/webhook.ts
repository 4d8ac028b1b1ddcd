import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { AppError } from '../lib/errors';
import { issuesToFields } from '../lib/openapi';
import { routeArea } from './route-area';

/** Provider webhooks: no guard; the body is capped in worker/app.ts (413) and parsed by `signedEvent` (400). */
export const webhookArea = routeArea({ tags: ['webhooks'], errors: [400, 413] });

/**
 * A webhook's event: the raw body (the exact bytes that were signed) goes to `verify` (which throws) before anything
 * is parsed; then it is parsed as JSON with `schema`. Not JSON, or not the event (`notAnEvent`, with the fields): 400.
 */
export const signedEvent = async <T extends z.ZodType>(
  c: Context<AppEnv>,
  { verify, schema, notAnEvent }: { verify: (raw: string) => Promise<unknown>; schema: T; notAnEvent: string },
): Promise<z.output<T>> => {
  const raw = await c.req.text();
  await verify(raw);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('validation_error', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new AppError('validation_error', notAnEvent, { fields: issuesToFields(parsed.error.issues) });
  return parsed.data;
};
