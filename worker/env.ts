import { z } from 'zod';
import { ConfigError, productionConfigProblems } from './lib/production-config';

const ZEnvVars = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LIBSQL_URL: z.string().url(),
  LIBSQL_AUTH_TOKEN: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  PUBLIC_URL: z.string().url(),
  DEV_MAILBOX: z.enum(['0', '1']).default('0'),
  /** Where social-account data comes from (DESIGN §7): the deterministic sandbox or Phyllo's API. */
  SOCIAL_DATA_PROVIDER: z.enum(['sandbox', 'phyllo']).optional(),
  PHYLLO_BASE_URL: z.string().url().optional(),
  PHYLLO_CLIENT_ID: z.string().optional(),
  PHYLLO_CLIENT_SECRET: z.string().optional(),
  /** HMAC-SHA256 key of the social-data provider's webhooks; unset → the webhook endpoint refuses every call. */
  SOCIAL_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Payment provider (DESIGN §12): the sandbox (default; hosted pages served by this Worker) or Stripe. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /** Signing secret of payment webhooks (Stripe's `whsec_…`). Unset outside production → the sandbox's local key. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The previous signing secret while a rotation is under way: either may sign. */
  PAYMENT_WEBHOOK_SECRET_PREVIOUS: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe's API origin; only tests point it elsewhere. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Stripe price ids of the paid plans; without them checkout sends the price inline. */
  STRIPE_PRICE_STARTER_MONTHLY: z.string().optional(),
  STRIPE_PRICE_STARTER_YEARLY: z.string().optional(),
  STRIPE_PRICE_GROWTH_MONTHLY: z.string().optional(),
  STRIPE_PRICE_GROWTH_YEARLY: z.string().optional(),
  /** Per-file upload limit in bytes (default 5 GiB). */
  UPLOAD_MAX_BYTES: z.string().regex(/^\d+$/, 'UPLOAD_MAX_BYTES must be a whole number of bytes').optional(),
  /** Multipart part size in bytes, 5–64 MiB (default 16 MiB). */
  UPLOAD_PART_SIZE_BYTES: z
    .string()
    .regex(/^\d+$/, 'UPLOAD_PART_SIZE_BYTES must be a whole number of bytes')
    .optional(),
});

type EnvVars = z.infer<typeof ZEnvVars>;

export type Env = EnvVars & {
  ASSETS: Fetcher;
  UPLOADS: R2Bucket;
  NOTIFICATIONS: Queue<unknown>;
};

let checked: object | null = null;

/**
 * Validates the environment once per isolate: a malformed variable, or (in production) a missing secret or a
 * development value, throws a ConfigError naming every problem — worker/index.ts answers 503 with it.
 */
export const assertEnv = (env: Env): Env => {
  if (checked === env) return env;
  const parsed = ZEnvVars.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const problems = productionConfigProblems(env);
  if (problems.length > 0) throw new ConfigError(problems);
  checked = env;
  return env;
};
