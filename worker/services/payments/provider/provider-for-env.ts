import type { Env } from '../../../env';
import type { Db } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import type { SandboxDelivery } from './sandbox/deliver';
import { createSandboxPaymentProvider } from './sandbox/provider';
import { createStripePaymentProvider } from './stripe/provider';
import type { PaymentProvider } from './types';

/** The sandbox never runs in production: its pages would let anyone "pay" without money. */
export const isSandboxEnabled = (env: Env) => env.PAYMENT_PROVIDER !== 'stripe' && env.APP_ENV !== 'production';

/** The configured provider (DESIGN §12): `stripe` with STRIPE_SECRET_KEY, else the sandbox (default). */
export const providerForEnv = ({
  env,
  db,
  options = {},
}: {
  env: Env;
  db: Db;
  options?: { delivery?: SandboxDelivery };
}): PaymentProvider => {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY)
      throw new AppError(
        'provider_not_configured',
        'Payments are switched to Stripe but STRIPE_SECRET_KEY is missing.',
        { status: 503 },
      );
    return createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  }
  if (!isSandboxEnabled(env))
    throw new AppError('provider_not_configured', 'Set PAYMENT_PROVIDER=stripe in production.', { status: 503 });
  return createSandboxPaymentProvider({ db, env, delivery: options.delivery });
};
