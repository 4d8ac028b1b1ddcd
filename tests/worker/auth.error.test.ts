import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../worker/schemas/errors';
import { api, callRaw, login, signupCreator, uniqueEmail } from './helpers';

const validSignup = () => ({
  email: uniqueEmail('err'),
  password: 'solid-password-9',
  first_name: 'E',
  last_name: 'R',
  profile_of: 'Influencer',
});

describe('bad input gets a clear error and changes nothing', () => {
  it('rejects a weak password and a brand without its name with field errors', async () => {
    const weak = await callRaw('/api/auth/signup/', { body: { ...validSignup(), password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.error.code).toBe('validation_error');
    expect(weak.error.fields.password).toBeDefined();

    const noBrand = await api.post('/auth/signup/', { json: { ...validSignup(), profile_of: 'Brand' } });
    expect(noBrand.error.fields.brand_name).toBeDefined();

    const staff = await callRaw('/api/auth/signup/', { body: { ...validSignup(), profile_of: 'Staff' } });
    expect(staff.status).toBe(400);
    expect(staff.error.fields.profile_of).toBeDefined();
  });

  it('answers malformed JSON, wrong types and empty bodies with 400, never 500', async () => {
    for (const rawBody of ['{"email":', '[]', 'null', '"x"', '{"email": 5, "password": {}}']) {
      const res = await callRaw('/api/auth/login/', { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(ZApiError.safeParse(res.json).success).toBe(true);
    }
    expect((await callRaw('/api/auth/activate/', { body: {} })).status).toBe(400);
    expect(
      (await callRaw('/api/notification/my/?all=maybe', { token: (await login('creator@demo.test')).json.token }))
        .status,
    ).toBe(400);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await api.post('/auth/login/', {
      json: { email: 'creator@demo.test', password: 'not-it-at-all' },
    });
    const unknown = await api.post('/auth/login/', {
      json: { email: uniqueEmail('nobody'), password: 'not-it-at-all' },
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.error.code).toBe('invalid_credentials');
  });

  it('slows repeated failures for one account from one address with 429 and Retry-After, even for the right password', async () => {
    const { email, password } = await signupCreator();
    for (let i = 0; i < 5; i++)
      expect((await api.post('/auth/login/', { json: { email, password: 'wrong-password-1' } })).status).toBe(400);
    const blocked = await api.post('/auth/login/', { json: { email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.error.code).toBe('rate_limited');
    expect(blocked.error.detail).toMatch(/sign-in link/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('slows repeated failures from one address across accounts', async () => {
    const headers = { 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 200)}` };
    let last = 0;
    for (let i = 0; i < 52; i++)
      last = (
        await api.post('/auth/login/', {
          json: { email: uniqueEmail('spray'), password: 'guess-123456' },
          headers,
        })
      ).status;
    expect(last).toBe(429);
  });

  it('404s unknown API routes with route_not_found', async () => {
    const res = await callRaw('/api/no/such/thing/');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('route_not_found');
  });

  it('rejects used, wrong and cross-user reset tokens', async () => {
    const res = await api.post('/auth/password/reset/confirm/', {
      json: { uid: crypto.randomUUID(), token: 'nope', new_password: 'fresh-password-1' },
    });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('bad_token');
  });
});
