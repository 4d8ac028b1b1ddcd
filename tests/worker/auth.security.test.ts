import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from '../../worker/lib/auth/password';
import { signSessionToken } from '../../worker/lib/auth/tokens';
import {
  api,
  cookieHeader,
  cookieValue,
  lastMailTo,
  linkIn,
  login,
  signupCreator,
  testDb,
  testEnv,
  waitForMailTo,
} from './helpers';

describe('sessions, CSRF, suspension and passwords', () => {
  it('pins PBKDF2 at 100,000 iterations, the most Cloudflare production accepts', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const hash = await hashPassword('any-password-1');
    expect(hash.startsWith('pbkdf2_sha256$100000$')).toBe(true);
    expect((await verifyPassword('any-password-1', hash)).ok).toBe(true);
    expect((await verifyPassword('any-password-2', hash)).ok).toBe(false);
    const [owner] = await testDb().select().from(users).where(eq(users.email, 'brand.owner@demo.test'));
    expect(owner!.passwordHash.startsWith('pbkdf2_sha256$100000$')).toBe(true);
  });

  it('requires X-CSRFToken on cookie-authenticated unsafe requests, not on bearer ones', async () => {
    const { setCookies, json } = await login('creator@demo.test');
    const cookies = cookieHeader(setCookies);
    const csrf = cookieValue(setCookies, 'csrftoken')!;
    const body = { ids: [] };
    const without = await api.post('/notification/my/', { json: body, cookies });
    expect(without.status).toBe(403);
    expect(without.error.code).toBe('csrf_failed');
    expect(await api.post('/notification/my/', { json: body, cookies, headers: { 'x-csrftoken': 'forged' } })).toAnswer(
      403,
    );
    expect(await api.post('/notification/my/', { json: body, cookies, headers: { 'x-csrftoken': csrf } })).toAnswer(
      200,
    );
    expect(await api.post('/notification/my/', { json: body, token: json.token })).toAnswer(200);
  });

  it('rejects expired sessions and tokens signed with another secret', async () => {
    const { json } = await login('creator@demo.test');
    const db = testDb();
    const { jti } = JSON.parse(atob(json.token.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/'))) as {
      jti: string;
    };
    const [row] = await db.select().from(sessions).where(eq(sessions.id, jti));
    const expired = await signSessionToken({
      secret: testEnv.JWT_SECRET,
      userId: json.user.id,
      jti: row!.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await api.get('/auth/me/', { token: expired })).toAnswer(401);
    const forged = await signSessionToken({
      secret: 'x'.repeat(40),
      userId: json.user.id,
      jti: row!.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await api.get('/auth/me/', { token: forged })).toAnswer(401);

    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.id, row!.id));
    expect(await api.get('/auth/me/', { token: json.token })).toAnswer(401);
  });

  it('lets a suspended user learn their status and sign out, and refuses everything else with account_suspended', async () => {
    const { json } = await login('suspended@demo.test');
    expect(json.user.status).toBe('SUSPENDED');
    expect((await api.get('/auth/me/', { token: json.token })).json.status).toBe('SUSPENDED');
    const blocked = await api.get('/notification/my/', { token: json.token });
    expect(blocked.status).toBe(403);
    expect(blocked.error.code).toBe('account_suspended');
    expect((await api.get('/payment/brand/subscription/', { token: json.token })).error.code).toBe('account_suspended');
    expect(await api.post('/auth/logout/', { token: json.token })).toAnswer(204);
  });

  it('resets a password by e-mail link, revokes existing sessions and uses the link once', async () => {
    const { email, password } = await signupCreator();
    const before = await login(email, password);
    const unknown = await api.post('/auth/password/reset/', {
      json: { email: 'nobody-at-all@example.test' },
    });
    const known = await api.post('/auth/password/reset/', { json: { email } });
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);

    const [, , , uid, token] = linkIn((await waitForMailTo(email, /Reset/)).text, '/password/reset/confirm/');
    const confirm = await api.post('/auth/password/reset/confirm/', {
      json: { uid, token, new_password: 'brand-new-pass-7' },
    });
    expect(confirm.status).toBe(200);
    expect(await api.get('/auth/me/', { token: before.json.token })).toAnswer(401);
    expect(await api.post('/auth/login/', { json: { email, password } })).toAnswer(400);
    await login(email, 'brand-new-pass-7');
    expect(
      (
        await api.post('/auth/password/reset/confirm/', {
          json: { uid, token, new_password: 'another-pass-8' },
        })
      ).error.code,
    ).toBe('bad_token');
  });

  it('changes the e-mail only after the password and the code sent to the new address', async () => {
    const { email, password } = await signupCreator();
    const { json } = await login(email, password);
    const token = json.token;
    const newEmail = `new.${email}`;
    expect((await api.post('/request-email-change/', { json: { new_email: newEmail }, token })).error.code).toBe(
      'password_verification_required',
    );
    expect(
      (await api.post('/verify-password/', { json: { password: 'wrong-one-123' }, token })).error.fields.password,
    ).toBeDefined();
    expect((await api.post('/verify-password/', { json: { password }, token })).json).toEqual({
      verified: true,
    });
    expect(
      (await api.post('/request-email-change/', { json: { new_email: 'creator@demo.test' }, token })).error.fields
        .new_email,
    ).toBeDefined();
    expect(await api.post('/request-email-change/', { json: { new_email: newEmail }, token })).toAnswer(200);

    const code = (await lastMailTo(newEmail)).subject.slice(0, 6);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await api.post('/verify-new-email/', { json: { verification_code: wrongCode }, token })).error.fields
        .verification_code,
    ).toBeDefined();
    const ok = await api.post('/verify-new-email/', { json: { verification_code: code }, token });
    expect(ok.status).toBe(200);
    expect(ok.json.user.email).toBe(newEmail);
    await login(newEmail, password);
  });
});
