import type { Env } from '../../../env';

/** The sandbox's signing key when nothing is configured: development and tests only, never production. */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_local_development_only';

/** The secrets a payment webhook may be signed with: the current one first, then the one being rotated out. */
export const paymentWebhookSecrets = (env: Env): string[] => {
  const configured = [env.PAYMENT_WEBHOOK_SECRET, env.PAYMENT_WEBHOOK_SECRET_PREVIOUS].filter((s): s is string => !!s);
  if (configured.length > 0) return configured;
  return env.APP_ENV === 'production' ? [] : [SANDBOX_WEBHOOK_SECRET];
};

/** The key the sandbox signs with (the current secret). */
export const sandboxSigningSecret = (env: Env) => env.PAYMENT_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET;
