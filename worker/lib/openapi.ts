import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ZApiError } from '../schemas/errors';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { apiRouter } from './words-apart-router';

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input (see `fields`)',
  401: 'Not signed in',
  403: 'Not allowed (role, tenant, plan feature, suspension or CSRF)',
  404: 'Not found, or not yours',
  409: 'State conflict',
  429: 'Too many attempts',
};

/** Turns zod issues into the `fields` map of the error body: `{"email": ["Enter a valid e-mail address."]}`. */
export const issuesToFields = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
};

const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) {
    const fields = issuesToFields(result.error.issues);
    const first = Object.values(fields)[0]?.[0] ?? 'Invalid input.';
    throw new AppError('validation_error', first, { fields });
  }
};

/** A router for one area, mounted under /api with `.route()`. Every request part is parsed by zod. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** The app's root router: the one whose table serves every request, on the fast router (lib/words-apart-router.ts). */
export const createRootRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook, router: apiRouter() });

export const jsonContent = <T extends z.ZodType>(schema: T, description = 'OK') => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, jsonContent(ZApiError, STATUS_TEXT[s] ?? 'Error')]));
