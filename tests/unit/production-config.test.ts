import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionConfigProblems } from '../../worker/lib/production-config';

const complete = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://app.social-loop.example',
  LIBSQL_URL: 'libsql://social-loop-prod.turso.io',
  LIBSQL_AUTH_TOKEN: 'token',
  JWT_SECRET: 'x'.repeat(48),
  DEV_MAILBOX: '0',
  SOCIAL_WEBHOOK_SECRET: 'a-real-provider-signing-key',
  SOCIAL_DATA_PROVIDER: 'phyllo',
  PHYLLO_CLIENT_ID: 'id',
  PHYLLO_CLIENT_SECRET: 'secret',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  PAYMENT_WEBHOOK_SECRET: 'whsec_real_endpoint_secret',
};

describe('production configuration', () => {
  it('accepts a complete production configuration, and has nothing to say outside production', () => {
    expect(productionConfigProblems(complete)).toEqual([]);
    expect(productionConfigProblems({ APP_ENV: 'development', DEV_MAILBOX: '1' })).toEqual([]);
  });

  it('names every missing secret and development value, without printing values', () => {
    const problems = productionConfigProblems({
      ...complete,
      LIBSQL_AUTH_TOKEN: undefined,
      DEV_MAILBOX: '1',
      SOCIAL_WEBHOOK_SECRET: 'local-social-webhook-secret',
      PAYMENT_PROVIDER: 'sandbox',
      STRIPE_SECRET_KEY: undefined,
      PUBLIC_URL: 'http://127.0.0.1:8787',
    });
    const text = problems.join('\n');
    for (const name of [
      'LIBSQL_AUTH_TOKEN',
      'DEV_MAILBOX',
      'SOCIAL_WEBHOOK_SECRET is the local development value',
      'PAYMENT_PROVIDER',
      'STRIPE_SECRET_KEY',
      'PUBLIC_URL',
    ])
      expect(text).toContain(name);
    expect(text).not.toContain('local-social-webhook-secret');
    expect(productionConfigProblems({ ...complete, SOCIAL_DATA_PROVIDER: 'sandbox' }).join()).toMatch(
      /SOCIAL_DATA_PROVIDER must be "phyllo"/,
    );
  });

  it('keeps development values out of wrangler.toml outside its development environment', () => {
    const toml = readFileSync('wrangler.toml', 'utf8');
    const [topLevel, rest] = toml.split('[env.development]');
    const production = rest!.slice(rest!.indexOf('[env.production]'));
    for (const section of [topLevel!, production]) {
      expect(section).not.toMatch(/DEV_MAILBOX\s*=\s*"1"/);
      expect(section).not.toMatch(/SOCIAL_WEBHOOK_SECRET\s*=/);
      expect(section).not.toMatch(/"sandbox"/);
      expect(section).toMatch(/APP_ENV\s*=\s*"production"/);
    }
  });
});
