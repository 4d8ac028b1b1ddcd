import { describe, expect, it } from 'vitest';
import { ZStaffUserList } from '../../worker/schemas/staff';
import { ACME_OWNER, asUser, CASEY, newCreator, STAFF, STRATEGIST } from './creator-helpers';
import { call, lastMailTo, login, signupCreator } from './helpers';
import { newBrand, PASSWORD } from './team-fixtures';

describe('staff users', () => {
  it('finds a user, suspends them (sessions end at once), reactivates them; every step is audited', async () => {
    const brand = await newBrand();
    const found = ZStaffUserList.parse(
      (await asUser(STAFF, `/api/staff/users/?q=${encodeURIComponent(brand.email)}`)).json,
    );
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({
      email: brand.email,
      profile_of: 'Brand',
      status: 'ACTIVE',
      brand: { role: 'owner' },
    });
    expect(found.results[0]!.active_sessions).toBeGreaterThanOrEqual(1);

    expect((await asUser(STAFF, `/api/staff/users/${brand.userId}/suspend/`, { method: 'POST' })).status).toBe(200);
    expect((await brand.as('/api/brand/campaigns/')).status).toBe(401);
    const again = await login(brand.email, PASSWORD);
    expect(again.json.user.status).toBe('SUSPENDED');
    expect((await call('/api/brand/campaigns/', { token: again.json.token })).json.code).toBe('account_suspended');
    expect((await asUser(STAFF, `/api/staff/users/${brand.userId}/suspend/`, { method: 'POST' })).status).toBe(409);

    expect((await asUser(STAFF, `/api/staff/users/${brand.userId}/reactivate/`, { method: 'POST' })).status).toBe(200);
    expect((await call('/api/brand/campaigns/', { token: again.json.token })).status).toBe(200);
    const audit = (await asUser(STAFF, `/api/staff/audit-log/?target_id=${brand.userId}`)).json.results.map(
      (e: { action: string }) => e.action,
    );
    expect(audit).toEqual(['user.reactivate', 'user.suspend']);
  });

  it('reactivates a never-approved creator back into waiting; resends activation only to unverified addresses', async () => {
    const creator = await newCreator({ approved: false });
    await asUser(STAFF, `/api/staff/users/${creator.userId}/suspend/`, { method: 'POST' });
    await asUser(STAFF, `/api/staff/users/${creator.userId}/reactivate/`, { method: 'POST' });
    expect((await login(creator.email, 'trail-runner-42')).json.user.status).toBe('PENDING');

    const fresh = await signupCreator();
    expect(
      (await asUser(STAFF, `/api/staff/users/${fresh.user.id}/resend-activation/`, { method: 'POST' })).status,
    ).toBe(200);
    expect((await lastMailTo(fresh.email)).subject).toMatch(/Activate/);
    const self = await login(fresh.email, fresh.password);
    expect((await call('/api/auth/resend-activation/', { method: 'POST', token: self.json.token })).status).toBe(200);
    expect(
      (
        await asUser(STAFF, `/api/staff/users/${(await login(ACME_OWNER)).json.user.id}/resend-activation/`, {
          method: 'POST',
        })
      ).status,
    ).toBe(409);
  });

  it('refuses self-suspension, unknown ids, and everyone but staff (404)', async () => {
    const staffId = (await login(STAFF)).json.user.id;
    expect((await asUser(STAFF, `/api/staff/users/${staffId}/suspend/`, { method: 'POST' })).status).toBe(409);
    expect((await asUser(STAFF, `/api/staff/users/${crypto.randomUUID()}/suspend/`, { method: 'POST' })).status).toBe(
      404,
    );
    expect((await asUser(STAFF, '/api/staff/users/nope/suspend/', { method: 'POST' })).status).toBe(400);
    const victim = (await login(ACME_OWNER)).json.user.id;
    for (const who of [ACME_OWNER, CASEY, STRATEGIST]) {
      for (const [path, method] of [
        ['/api/staff/users/', 'GET'],
        [`/api/staff/users/${victim}/suspend/`, 'POST'],
        [`/api/staff/users/${victim}/reactivate/`, 'POST'],
        [`/api/staff/users/${victim}/resend-activation/`, 'POST'],
      ]) {
        expect((await asUser(who, path!, { method })).status, `${who} ${path}`).toBe(404);
      }
    }
    expect((await call('/api/staff/users/')).status).toBe(404);
  });
});
