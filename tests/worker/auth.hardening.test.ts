import { describe, expect, it } from 'vitest';
import {
  api,
  callRaw,
  cookieHeader,
  cookieValue,
  lastMailTo,
  linkIn,
  login,
  signupCreator,
  uniqueEmail,
  waitForMailTo,
} from './helpers';
import { changedEmail } from './email-change.fixtures';
import { roundTripsOf } from './worker-fetch';

const from = (ip: string) => ({ 'cf-connecting-ip': ip });
const randomIp = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const attempt = (email: string, password: string, ip: string) =>
  api.post('/auth/login/', { json: { email, password }, headers: from(ip) });

describe('sign-in attempts are counted before the password check', () => {
  it('twenty parallel guesses get five password checks; the rest, and the right password right after, wait', async () => {
    const { email, password } = await signupCreator();
    const ip = randomIp();
    const burst = await Promise.all(Array.from({ length: 20 }, () => attempt(email, 'wrong-guess-123', ip)));
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const right = await attempt(email, password, ip);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('someone guessing from elsewhere does not lock the owner out; too much guessing is passed by an e-mailed sign-in link', async () => {
    const { email, password } = await signupCreator();
    const attacker = randomIp();
    for (let i = 0; i < 6; i++) await attempt(email, 'attackers-guess-1', attacker);
    const owner = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    expect((await attempt(email, password, owner)).status).toBe(200);

    // Guessing spread over many addresses slows every address, the owner's too…
    for (let i = 0; i < 22; i++) await attempt(email, 'attackers-guess-2', randomIp());
    expect((await attempt(email, password, owner)).status).toBe(429);
    // …but a one-time link from the owner's mailbox signs in at once and resets the account's counters.
    const asked = await api.post('/auth/sign-in-link/', { json: { email }, headers: from(owner) });
    expect(asked.status).toBe(200);
    const [, , uid, token] = linkIn((await waitForMailTo(email, /sign-in link/)).text, '/login/link/');
    const signedIn = await api.post('/auth/sign-in-link/confirm/', {
      json: { uid, token },
      headers: from(owner),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.email).toBe(email);
    expect((await api.get('/auth/me/', { token: signedIn.json.token })).status).toBe(200);
    expect((await api.post('/auth/sign-in-link/confirm/', { json: { uid, token } })).error.code).toBe('bad_token');
    expect((await attempt(email, password, owner)).status).toBe(200);
  });

  it('a sign-in link request says the same for an unknown address', async () => {
    const known = await api.post('/auth/sign-in-link/', {
      json: { email: 'creator@demo.test' },
      headers: from(randomIp()),
    });
    const unknown = await api.post('/auth/sign-in-link/', {
      json: { email: uniqueEmail('nobody') },
      headers: from(randomIp()),
    });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
  });
});

describe('password reset links', () => {
  it('a newer link retires the older ones, and a used link retires every other', async () => {
    const { email } = await signupCreator();
    const ip = randomIp();
    await api.post('/auth/password/reset/', { json: { email }, headers: from(ip) });
    const first = linkIn((await waitForMailTo(email, /Reset/)).text, '/password/reset/confirm/');
    await new Promise((r) => setTimeout(r, 20));
    await api.post('/auth/password/reset/', { json: { email }, headers: from(ip) });
    let second = first;
    for (let i = 0; i < 50 && second[4] === first[4]; i++) {
      second = linkIn((await waitForMailTo(email, /Reset/)).text, '/password/reset/confirm/');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(second[4]).not.toBe(first[4]);
    const old = await api.post('/auth/password/reset/confirm/', {
      json: { uid: first[3], token: first[4], new_password: 'fresh-password-11' },
    });
    expect(old.error.code).toBe('bad_token');
    expect(
      (
        await api.post('/auth/password/reset/confirm/', {
          json: { uid: second[3], token: second[4], new_password: 'fresh-password-12' },
        })
      ).status,
    ).toBe(200);
  });

  it('reset requests for one address are throttled, known or not (no e-mail bombing, no existence leak)', async () => {
    for (const email of [uniqueEmail('nobody'), (await signupCreator()).email]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await api.post('/auth/password/reset/', { json: { email }, headers: from(randomIp()) })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });
});

describe('account existence does not leak', () => {
  it('sign-up answers a taken address exactly like a new one and e-mails the owner instead', async () => {
    const { email } = await signupCreator();
    const body = { password: 'solid-password-9', first_name: 'Eve', last_name: 'Ill', profile_of: 'Influencer' };
    const taken = await callRaw('/api/auth/signup/', { body: { ...body, email: email.toUpperCase() } });
    const fresh = await callRaw('/api/auth/signup/', { body: { ...body, email: uniqueEmail('fresh') } });
    expect(taken.status).toBe(201);
    expect(taken.json).toEqual(fresh.json);
    expect((await waitForMailTo(email, /already have/)).text).toMatch(/nothing was created/);
  });
});

describe('password checks inside a session', () => {
  it('verify-password is limited like sign-in, so a stolen session cannot brute-force the password', async () => {
    const { email, password } = await signupCreator();
    const { token } = (await login(email, password)).json;
    for (let i = 0; i < 5; i++)
      expect((await api.post('/verify-password/', { json: { password: 'guess-number-x' }, token })).status).toBe(400);
    const limited = await api.post('/verify-password/', { json: { password }, token });
    expect(limited.status).toBe(429);
    expect(limited.error.code).toBe('rate_limited');
  });
});

describe('e-mail change', () => {
  it('tells the old address, whose link puts it back, signs every device out and sends a reset link', async () => {
    const { email, password, token, newEmail, undo } = await changedEmail();
    const undone = await api.post('/auth/email-change/undo/', { json: undo });
    expect(undone.status).toBe(200);
    expect(roundTripsOf(undone.headers)).toBe(2);
    expect((await api.get('/auth/me/', { token })).status).toBe(401);
    expect((await waitForMailTo(email, /Reset/)).text).toContain('/password/reset/confirm/');
    expect((await api.post('/auth/login/', { json: { email: newEmail, password } })).status).toBe(400);
    expect((await login(email, password)).json.user.email).toBe(email);
    expect((await api.post('/auth/email-change/undo/', { json: undo })).error.code).toBe('bad_token');
  });

  it('an old address another account took meanwhile is a 409 that still signs every device out, with no reset link', async () => {
    const { email, token, newEmail, password, undo } = await changedEmail();
    await signupCreator(email, 'someone-else-7');
    const before = await waitForMailTo(email, /Activate/);
    const refused = await api.post('/auth/email-change/undo/', { json: undo });
    expect(refused.status).toBe(409);
    expect(refused.error.detail).toMatch(/Another account uses that address now/);
    expect(roundTripsOf(refused.headers)).toBe(2);
    expect((await api.get('/auth/me/', { token })).status).toBe(401);
    expect((await lastMailTo(email)).id).toBe(before.id);
    expect((await login(newEmail, password)).json.user.email).toBe(newEmail);
    expect((await api.post('/auth/email-change/undo/', { json: undo })).error.code).toBe('bad_token');
  });
});

describe('CSRF', () => {
  it('a CSRF token from one session is refused with another session’s cookie', async () => {
    const a = await login('creator@demo.test');
    const b = await login('creator@demo.test');
    const body = { all: true };
    const aCsrf = cookieValue(a.setCookies, 'csrftoken')!;
    const bCsrf = cookieValue(b.setCookies, 'csrftoken')!;
    expect(aCsrf).not.toBe(bCsrf);
    const crossed = await api.post('/notification/my/', {
      json: body,
      cookies: `${cookieHeader(b.setCookies)}; csrftoken=${aCsrf}`,
      headers: { 'x-csrftoken': aCsrf },
    });
    expect(crossed.status).toBe(403);
    expect(crossed.error.code).toBe('csrf_failed');
    expect(
      (
        await api.post('/notification/my/', {
          json: body,
          cookies: cookieHeader(b.setCookies),
          headers: { 'x-csrftoken': bCsrf },
        })
      ).status,
    ).toBe(200);
  });
});
