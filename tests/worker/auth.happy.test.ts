import { describe, expect, it } from 'vitest';
import { ZLoginResponse, ZSessionList } from '../../worker/schemas/auth';
import { ZUser } from '../../worker/schemas/user';
import { api, cookieHeader, cookieValue, lastMailTo, linkIn, login, signupCreator, uniqueEmail } from './helpers';

describe('sign-up, activation and sign-in', () => {
  it('signs up a brand with its brand and Free plan, sends an activation link that works once', async () => {
    const email = uniqueEmail('brand');
    const res = await api.post('/auth/signup/', {
      json: {
        email,
        password: 'summit-gear-2026',
        first_name: 'Bea',
        last_name: 'Brand',
        profile_of: 'Brand',
        brand_name: 'Peak Co',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ detail: expect.stringMatching(/inbox/) });
    const user = ZUser.parse((await login(email, 'summit-gear-2026')).json.user);
    expect(user).toMatchObject({
      email,
      profile_of: 'Brand',
      status: 'ACTIVE',
      email_verified: false,
      required_email_verification: true,
    });
    expect(user.brand).toMatchObject({ name: 'Peak Co', role: 'owner', owner_id: user.id });

    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/Activate/);
    const [, , , uid, token] = linkIn(mail.text, '/signup/email/activate/');
    expect(uid).toBe(user.id);
    expect((await api.post('/auth/activate/', { json: { uid, token } })).status).toBe(200);
    const again = await api.post('/auth/activate/', { json: { uid, token } });
    expect(again.status).toBe(400);
    expect(again.error.code).toBe('bad_token');

    const { json } = await login(email, 'summit-gear-2026');
    expect(json.user.email_verified).toBe(true);
    const sub = await api.get('/payment/brand/subscription/', { token: json.token });
    expect(sub.json).toMatchObject({ name: 'Free', membership_tier: 'free' });
  });

  it('signs up a creator as PENDING with a creator profile and onboarding not started', async () => {
    const { user } = await signupCreator();
    expect(ZUser.parse(user)).toMatchObject({ profile_of: 'Influencer', status: 'PENDING', brand: null });
    expect(user.profile).toEqual(expect.any(String));
    expect(user.onboarding.onboarding_complete).toBe(false);
  });

  it('returns token and user on login, sets strict session and csrf cookies, 14-day cookies only with remember me', async () => {
    const browserSession = await login('brand.owner@demo.test');
    ZLoginResponse.parse(browserSession.json);
    const session = browserSession.setCookies.find((c) => c.startsWith('session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Secure/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(session).not.toMatch(/Max-Age/i);
    expect(cookieValue(browserSession.setCookies, 'csrftoken')).toBeTruthy();

    const remembered = await login('brand.owner@demo.test', undefined, true);
    expect(remembered.setCookies.find((c) => c.startsWith('session='))).toMatch(/Max-Age=1209600/);
    expect(cookieValue(remembered.setCookies, 'remember_me')).toBe('1');
  });

  it('answers /auth/me/ with the spec fields for every demo role', async () => {
    const owner = ZUser.parse(
      (await api.get('/auth/me/', { token: (await login('brand.owner@demo.test')).json.token })).json,
    );
    expect(owner).toMatchObject({ profile_of: 'Brand', brand: { name: 'Acme Outdoors', role: 'owner' } });
    expect(owner.onboarding).toHaveProperty('brand_onboarding_completed', true);

    const member = (await login('brand.member@demo.test')).json.user;
    expect(member.brand).toMatchObject({ name: 'Acme Outdoors', role: 'member', owner_id: owner.id });

    const creator = (await login('creator@demo.test')).json.user;
    expect(creator).toMatchObject({
      profile_of: 'Influencer',
      status: 'ACTIVE',
      onboarding: { onboarding_complete: true, connected_account: true },
    });
    expect((await login('new.creator@demo.test')).json.user.onboarding.onboarding_complete).toBe(false);

    const strategist = (await login('strategist@demo.test')).json.user;
    expect(strategist.profile_of).toBe('Strategist');
    expect(strategist.managed_brands.map((b: { name: string }) => b.name)).toEqual([
      'Acme Outdoors',
      'Northwind Foods',
    ]);

    expect((await login('staff@demo.test')).json.user).toMatchObject({ is_staff: true, profile_of: 'Staff' });
  });

  it('logs out: 204, the token stops working and cookies are cleared', async () => {
    const { json } = await login('creator@demo.test');
    const out = await api.post('/auth/logout/', { token: json.token });
    expect(out.status).toBe(204);
    expect(out.setCookies.some((c) => c.startsWith('session=;') || /session=.*Max-Age=0/.test(c))).toBe(true);
    const me = await api.get('/auth/me/', { token: json.token });
    expect(me.status).toBe(401);
    expect(me.error.code).toBe('not_authenticated');
  });

  it('lists active sessions and signs the others out', async () => {
    const { email, password } = await signupCreator();
    const first = await login(email, password);
    const second = await login(email, password);
    const list = ZSessionList.parse((await api.get('/auth/sessions/', { token: second.json.token })).json);
    expect(list.results).toHaveLength(3); // signupCreator signed in once too
    expect(list.results.filter((s) => s.current)).toHaveLength(1);

    const revoke = await api.post('/auth/sessions/revoke-others/', { token: second.json.token });
    expect(revoke.json.revoked).toBe(2);
    expect((await api.get('/auth/me/', { token: first.json.token })).status).toBe(401);
    expect((await api.get('/auth/me/', { token: second.json.token })).status).toBe(200);
  });

  it('authenticates by cookie alone (the web app after a reload)', async () => {
    const { setCookies } = await login('brand.member@demo.test');
    const me = await api.get('/auth/me/', { cookies: cookieHeader(setCookies) });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('brand.member@demo.test');
  });
});
