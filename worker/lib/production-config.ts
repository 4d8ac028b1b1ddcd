/** Values that exist only for local development and tests; a production deployment must never run with them. */
const DEVELOPMENT_ONLY_VALUES = {
  SOCIAL_WEBHOOK_SECRET: 'local-social-webhook-secret',
  PAYMENT_WEBHOOK_SECRET: 'whsec_sandbox_local_development_only',
} as const;

type Vars = Partial<Record<string, unknown>>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * What keeps a production Worker from running safely: a missing secret, a development value, a sandbox provider.
 * Each entry names the variable and how to fix it (names only, never values). Empty outside production.
 */
export const productionConfigProblems = (env: Vars): string[] => {
  if (env.APP_ENV !== 'production') return [];
  const problems: string[] = [];
  const secret = (name: string, why: string) => {
    if (!str(env[name])) problems.push(`${name} is not set (${why}): wrangler secret put ${name} --env production`);
  };
  if (!str(env.PUBLIC_URL).startsWith('https://'))
    problems.push('PUBLIC_URL must be the https:// address of the deployment');
  if (!/^(libsql|https):\/\//.test(str(env.LIBSQL_URL)) || /127\.0\.0\.1|localhost/.test(str(env.LIBSQL_URL)))
    problems.push('LIBSQL_URL must be the libsql:// URL of the production database');
  secret('LIBSQL_AUTH_TOKEN', 'the database token');
  if (str(env.DEV_MAILBOX) === '1')
    problems.push('DEV_MAILBOX must not be "1" in production (it would publish every e-mail)');
  secret('SOCIAL_WEBHOOK_SECRET', 'the social-data provider’s webhook signing key');
  if (env.SOCIAL_DATA_PROVIDER !== 'phyllo')
    problems.push('SOCIAL_DATA_PROVIDER must be "phyllo" (the sandbox invents account data)');
  else {
    secret('PHYLLO_CLIENT_ID', 'the social-data provider’s client id');
    secret('PHYLLO_CLIENT_SECRET', 'the social-data provider’s client secret');
  }
  if (env.PAYMENT_PROVIDER !== 'stripe')
    problems.push('PAYMENT_PROVIDER must be "stripe" (the sandbox takes no real money)');
  if (!/^(sk|rk)_(live|test)_/.test(str(env.STRIPE_SECRET_KEY)))
    problems.push(
      'STRIPE_SECRET_KEY is not set to a Stripe secret key (sk_live_…): wrangler secret put STRIPE_SECRET_KEY --env production',
    );
  secret('PAYMENT_WEBHOOK_SECRET', 'the payment webhook endpoint’s signing secret, whsec_…');
  for (const [name, value] of Object.entries(DEVELOPMENT_ONLY_VALUES)) {
    if (env[name] === value)
      problems.push(
        `${name} is the local development value: set the real one with wrangler secret put ${name} --env production`,
      );
  }
  return problems;
};

/** Thrown (and answered with a 503 on every request) when the Worker's configuration cannot run. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server is not configured: ${problems.join('; ')}.`);
  }
}
