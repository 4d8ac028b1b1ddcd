import { describe, expect, it } from 'vitest';
import { api, callRaw, login } from './helpers';

describe('the typed test client', () => {
  it('types the path, the parts and the answer from the routes', async () => {
    const { json: session } = await login('brand.owner@demo.test');
    const me = await api.get('/auth/me/', { token: session.token });
    expect(me.status).toBe(200);
    const email: string = me.json.email;
    expect(email).toBe('brand.owner@demo.test');

    const missing = await api.get('/brand/campaigns/:id/', {
      param: { id: crypto.randomUUID() },
      token: session.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.error.code).toBe('not_found');
    expect(() => me.error).toThrow(/expected an error answer/);

    const locations = await api.get('/common/locations/', { query: { search: 'Denver' } });
    expect(locations.json.map((l) => l.label)).toContain('Denver, United States');
  });

  it('fails the typecheck on a wrong path, parameter, body or answer field', async () => {
    const token = (await login('brand.owner@demo.test')).json.token;
    // @ts-expect-error: no such route
    expect((await api.get('/brand/campaign/', { token })).status).toBe(404);
    // @ts-expect-error: the route's parameter is `id`
    await expect(api.get('/brand/campaigns/:id/', { param: { campaign: 'x' }, token })).rejects.toThrow(/:id/);
    // @ts-expect-error: the parameter is required
    await expect(api.get('/brand/campaigns/:id/', { token })).rejects.toThrow(/:id/);
    // @ts-expect-error: the login body needs a password
    expect((await api.post('/auth/login/', { json: { email: 'brand.owner@demo.test' } })).status).toBe(400);
    // @ts-expect-error: the answer has no such field
    expect((await api.get('/auth/me/', { token })).json.nickname).toBeUndefined();
    // @ts-expect-error: the error code is the closed enum
    expect((await api.get('/auth/me/')).error.code === 'no_such_code').toBe(false);
  });

  it('keeps an untyped escape for deliberately invalid requests', async () => {
    const res = await callRaw('/api/auth/login/', { rawBody: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('validation_error');
  });
});
