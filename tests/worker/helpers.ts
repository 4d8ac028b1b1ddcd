import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { Env } from '../../worker/env';
import { createDb } from '../../worker/lib/db';
import { api } from './api';

const DEMO_PASSWORD = 'demo-password-1';
export const testEnv = env as unknown as Env;
export const testDb = () => createDb(testEnv);

export { api, callRaw, clientFor, type Client } from './api';

export const uniqueEmail = (label: string) => `${label}.${crypto.randomUUID().slice(0, 8)}@example.test`;

export const login = async (email: string, password = DEMO_PASSWORD, remember_me = false) => {
  const res = await api.post('/auth/login/', { json: { email, password, remember_me } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res;
};

/** `name=value; …` for a Cookie header, from a response's Set-Cookie lines. */
export const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');
export const cookieValue = (setCookies: string[], name: string) =>
  setCookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

/** The newest dev-mailbox message sent to `to`. */
export const lastMailTo = async (to: string) => {
  const res = await api.get('/dev/mailbox/');
  expect(res.status).toBe(200);
  const mail = res.json.results.find((m) => m.to === to);
  expect(mail, `no mail to ${to}`).toBeDefined();
  return mail!;
};

/** The newest mail to `to` whose subject matches, waiting for mail sent after the response (up to ~5 s). */
export const waitForMailTo = async (to: string, subject: RegExp) => {
  for (let i = 0; i < 50; i++) {
    const res = await api.get('/dev/mailbox/');
    const mail = res.json.results.find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
};

export const linkIn = (text: string, pathPrefix: string) => {
  const match = text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replaceAll('/', '\\/')}[^\\s]+`));
  expect(match, `no ${pathPrefix} link`).not.toBeNull();
  return new URL(match![0]).pathname.split('/').filter(Boolean);
};

export const signupCreator = async (email = uniqueEmail('creator'), password = 'trail-runner-42') => {
  const res = await api.post('/auth/signup/', {
    json: { email, password, first_name: 'Test', last_name: 'Creator', profile_of: 'Influencer' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const session = await login(email, password);
  return { email, password, user: session.json.user };
};
