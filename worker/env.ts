import { z } from 'zod';

const ZEnvVars = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LIBSQL_URL: z.string().url(),
  LIBSQL_AUTH_TOKEN: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  PUBLIC_URL: z.string().url(),
  DEV_MAILBOX: z.enum(['0', '1']).default('0'),
});

export type EnvVars = z.infer<typeof ZEnvVars>;

export type Env = EnvVars & {
  ASSETS: Fetcher;
  UPLOADS: R2Bucket;
  NOTIFICATIONS: Queue<unknown>;
};

let checked: object | null = null;

/** Validates the environment once per isolate (a misconfigured deploy fails loudly on its first request). */
export const assertEnv = (env: Env): Env => {
  if (checked === env) return env;
  ZEnvVars.parse(env);
  checked = env;
  return env;
};
