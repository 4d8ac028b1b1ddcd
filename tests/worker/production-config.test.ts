import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { testEnv } from './helpers';

describe('a production Worker without its secrets', () => {
  it('answers every request with a 503 naming what is missing', async () => {
    const env = { ...testEnv, APP_ENV: 'production', DEV_MAILBOX: '0' } as never;
    for (const path of ['/api/common/locations/', '/api/auth/login/', '/assets/app.js']) {
      const res = await worker.fetch(new Request(`http://localhost${path}`), env, createExecutionContext());
      expect(res.status, path).toBe(503);
      const body = (await res.json()) as { code: string; detail: string };
      expect(body.code).toBe('server_misconfigured');
      expect(body.detail).toMatch(/LIBSQL_AUTH_TOKEN/);
      expect(body.detail).toMatch(/SOCIAL_WEBHOOK_SECRET is the local development value/);
      expect(body.detail).toMatch(/STRIPE_SECRET_KEY/);
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    }
  });

  it('development keeps working with its local values', async () => {
    const res = await worker.fetch(
      new Request('http://localhost/api/common/locations/'),
      testEnv as never,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
  });
});
