import { describe, expect, it } from 'vitest';
import { createStaffAccount } from '../../db/seed/reference-only';
import { api, login, testDb, uniqueEmail } from './helpers';

describe('the first staff account of a fresh deployment', () => {
  it('signs in only after its one-time link set a password, and the link works once', async () => {
    const email = uniqueEmail('first.staff');
    const { link } = await createStaffAccount(testDb() as never, {
      email,
      firstName: 'Ada',
      lastName: 'Ops',
      publicUrl: 'https://app.example.com',
    });
    const [uid, token] = link.split('/').slice(-2);
    const password = 'A-long-new-staff-password-1';
    expect((await api.post('/auth/login/', { json: { email, password, remember_me: false } })).status).toBe(400);
    expect(
      (await api.post('/auth/password/reset/confirm/', { json: { uid, token, new_password: password } })).status,
    ).toBe(200);
    const { json } = await login(email, password);
    expect(json.user).toMatchObject({ email, is_staff: true });
    expect(
      (
        await api.post('/auth/password/reset/confirm/', {
          json: { uid, token, new_password: 'Another-password-2' },
        })
      ).status,
    ).toBe(400);
  });
});
