import { describe, expect, it } from 'vitest';
import { api, login, signupCreator, uniqueEmail } from './helpers';

const from = (ip: string) => ({ 'cf-connecting-ip': ip });
const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** Every verification code mailed to `to`, newest first. */
const codesSentTo = async (to: string) => {
  const res = await api.get('/dev/mailbox/');
  return (res.json.results as { to: string; subject: string }[])
    .filter((m) => m.to === to && /verification code/.test(m.subject))
    .map((m) => m.subject.slice(0, 6));
};

/** A creator who asked to move to a new address and holds its first code. */
const pendingChange = async () => {
  const { email, password } = await signupCreator();
  const { token } = (await login(email, password)).json;
  const newEmail = uniqueEmail('moving');
  await api.post('/verify-password/', { json: { password }, token });
  expect(await api.post('/request-email-change/', { json: { new_email: newEmail }, token })).toAnswer(200);
  const [firstCode] = await codesSentTo(newEmail);
  return { password, token, newEmail, firstCode: firstCode! };
};

const resend = (token: string, ip = randomIp(), json: unknown = {}) =>
  api.post('/resend-email-change-code/', { json: json as Record<string, never>, token, headers: from(ip) });
const confirm = (token: string, code: string) =>
  api.post('/verify-new-email/', { json: { verification_code: code }, token });

describe('sending the e-mail change code again', () => {
  it('sends a new code to the pending address; the old code stops working and the new one changes the address', async () => {
    const { password, token, newEmail, firstCode } = await pendingChange();
    const again = await resend(token);
    expect(again).toAnswer(200);
    expect(again.json.detail).toContain(newEmail);
    const codes = await codesSentTo(newEmail);
    expect(codes).toHaveLength(2);
    const newCode = codes[0]!;
    if (newCode !== firstCode) {
      expect((await confirm(token, firstCode)).error.fields.verification_code).toEqual(['That code is not correct.']);
    }
    expect((await confirm(token, newCode)).json.user.email).toBe(newEmail);
    await login(newEmail, password);
  });

  it('answers 409 when no change waits for a code: never asked, or already confirmed', async () => {
    const { email, password } = await signupCreator();
    const { token } = (await login(email, password)).json;
    expect(await resend(token)).toAnswer(409);

    const pending = await pendingChange();
    const [code] = await codesSentTo(pending.newEmail);
    expect(await confirm(pending.token, code!)).toAnswer(200);
    expect(await resend(pending.token)).toAnswer(409);
  });

  it('a code asked for another address replaces the first address’s code', async () => {
    const { password, token, newEmail, firstCode } = await pendingChange();
    const otherEmail = uniqueEmail('moving.elsewhere');
    expect(await api.post('/request-email-change/', { json: { new_email: otherEmail }, token })).toAnswer(200);
    const [otherCode] = await codesSentTo(otherEmail);
    if (otherCode !== firstCode) expect(await confirm(token, firstCode)).toAnswer(400);
    expect(await resend(token)).toAnswer(200);
    expect(await codesSentTo(otherEmail)).toHaveLength(2);
    expect(await codesSentTo(newEmail)).toHaveLength(1);
    const [newest] = await codesSentTo(otherEmail);
    expect((await confirm(token, newest!)).json.user.email).toBe(otherEmail);
    await login(otherEmail, password);
  });

  it('is limited like the other e-mailed codes: three at once, then a wait with Retry-After', async () => {
    const { token, newEmail } = await pendingChange();
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect(await resend(token, ip)).toAnswer(200);
    const limited = await resend(token, randomIp());
    expect(limited.status).toBe(429);
    expect(limited.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await codesSentTo(newEmail)).toHaveLength(4);
  });

  it('takes an empty body only', async () => {
    const { token } = await pendingChange();
    expect(await resend(token, randomIp(), { new_email: 'someone.else@example.test' })).toAnswer(400);
    expect(await resend(token, randomIp(), [])).toAnswer(400);
  });
});
