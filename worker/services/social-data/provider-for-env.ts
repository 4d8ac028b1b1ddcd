import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { createPhylloProvider } from './phyllo-provider';
import type { SocialDataProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';

const PHYLLO_SANDBOX_URL = 'https://api.sandbox.getphyllo.com';

/** The configured provider: `SOCIAL_DATA_PROVIDER=phyllo` with PHYLLO_* credentials, else the sandbox. */
export const socialDataProvider = ({ env, db }: { env: Env; db: Db }): SocialDataProvider => {
  if (env.SOCIAL_DATA_PROVIDER !== 'phyllo') return createSandboxProvider({ db, secret: env.JWT_SECRET });
  if (!env.PHYLLO_CLIENT_ID || !env.PHYLLO_CLIENT_SECRET) {
    throw new AppError(
      'provider_not_configured',
      'Social accounts are switched to Phyllo but PHYLLO_CLIENT_ID or PHYLLO_CLIENT_SECRET is missing.',
      { status: 503 },
    );
  }
  return createPhylloProvider({
    baseUrl: env.PHYLLO_BASE_URL ?? PHYLLO_SANDBOX_URL,
    clientId: env.PHYLLO_CLIENT_ID,
    clientSecret: env.PHYLLO_CLIENT_SECRET,
  });
};
