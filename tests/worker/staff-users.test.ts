import { describe, expect, it } from 'vitest';
import { ZStaffUserList } from '../../worker/schemas/staff';
import { CREATOR, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { newCreator } from './creator-helpers';
import { api, lastMailTo, login, signupCreator } from './helpers';
import { newBrand, PASSWORD } from './team-fixtures';

describe('staff users', () => {
  it('finds a user, suspends them (sessions end at once), reactivates them; every step is audited', async () => {
    const brand = await newBrand();
    const found = ZStaffUserList.parse((await as(STAFF).get('/staff/users/', { query: { q: brand.email } })).json);
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({
      email: brand.email,
      profile_of: 'Brand',
      status: 'ACTIVE',
      brand: { role: 'owner' },
    });
    expect(found.results[0]!.active_sessions).toBeGreaterThanOrEqual(1);

    expect((await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: brand.userId } })).status).toBe(200);
    expect((await brand.as.get('/brand/campaigns/')).status).toBe(401);
    const again = await login(brand.email, PASSWORD);
    expect(again.json.user.status).toBe('SUSPENDED');
    expect((await api.get('/brand/campaigns/', { token: again.json.token })).error.code).toBe('account_suspended');
    expect((await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: brand.userId } })).status).toBe(409);

    expect((await as(STAFF).post('/staff/users/:id/reactivate/', { param: { id: brand.userId } })).status).toBe(200);
    expect((await api.get('/brand/campaigns/', { token: again.json.token })).status).toBe(200);
    const audit = (await as(STAFF).get('/staff/audit-log/', { query: { target_id: brand.userId } })).json.results.map(
      (e: { action: string }) => e.action,
    );
    expect(audit).toEqual(['user.reactivate', 'user.suspend']);
  });

  it('lists accounts by status, and counts every match beyond the 50 it returns', async () => {
    const everyone = ZStaffUserList.parse((await as(STAFF).get('/staff/users/')).json);
    expect(everyone.results).toHaveLength(50);
    expect(everyone.count).toBeGreaterThan(300);

    const brand = await newBrand();
    await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: brand.userId } });
    const suspended = ZStaffUserList.parse(
      (await as(STAFF).get('/staff/users/', { query: { status: 'SUSPENDED' } })).json,
    );
    expect(suspended.results.map((u) => u.email)).toContain(brand.email);
    expect(new Set(suspended.results.map((u) => u.status))).toEqual(new Set(['SUSPENDED']));
    expect(suspended.count).toBe(suspended.results.length);
    const activeByAddress = await as(STAFF).get('/staff/users/', { query: { q: brand.email, status: 'ACTIVE' } });
    expect(ZStaffUserList.parse(activeByAddress.json)).toEqual({ count: 0, results: [] });
    expect((await as(STAFF).get('/staff/users/', { query: { status: 'GONE' as 'ACTIVE' } })).status).toBe(400);
  });

  it('reactivates a never-approved creator back into waiting; resends activation only to unverified addresses', async () => {
    const creator = await newCreator({ approved: false });
    await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: creator.userId } });
    await as(STAFF).post('/staff/users/:id/reactivate/', { param: { id: creator.userId } });
    expect((await login(creator.email, 'trail-runner-42')).json.user.status).toBe('PENDING');

    const fresh = await signupCreator();
    expect((await as(STAFF).post('/staff/users/:id/resend-activation/', { param: { id: fresh.user.id } })).status).toBe(
      200,
    );
    expect((await lastMailTo(fresh.email)).subject).toMatch(/Activate/);
    const self = await login(fresh.email, fresh.password);
    expect((await api.post('/auth/resend-activation/', { token: self.json.token })).status).toBe(200);
    expect(
      (
        await as(STAFF).post('/staff/users/:id/resend-activation/', {
          param: { id: (await login(OWNER)).json.user.id },
        })
      ).status,
    ).toBe(409);
  });

  it('refuses self-suspension, unknown ids, and everyone but staff (404)', async () => {
    const staffId = (await login(STAFF)).json.user.id;
    expect((await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: staffId } })).status).toBe(409);
    expect((await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: crypto.randomUUID() } })).status).toBe(
      404,
    );
    expect((await as(STAFF).post('/staff/users/:id/suspend/', { param: { id: 'nope' } })).status).toBe(400);
    const victim = (await login(OWNER)).json.user.id;
    for (const who of [OWNER, CREATOR, STRATEGIST]) {
      for (const [path, method] of [
        ['/api/staff/users/', 'GET'],
        [`/api/staff/users/${victim}/suspend/`, 'POST'],
        [`/api/staff/users/${victim}/reactivate/`, 'POST'],
        [`/api/staff/users/${victim}/resend-activation/`, 'POST'],
      ]) {
        expect((await as(who).raw(path!, { method })).status, `${who} ${path}`).toBe(404);
      }
    }
    expect((await api.get('/staff/users/')).status).toBe(404);
  });
});
