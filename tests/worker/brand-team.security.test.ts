import { describe, expect, it } from 'vitest';
import { CREATOR, STAFF, STRATEGIST, as } from './accounts';
import { api, login } from './helpers';
import { invitationTokenFor, joinedMember, newBrand, PASSWORD, teamOf } from './team-fixtures';

const fresh = () => `sec.${crypto.randomUUID().slice(0, 8)}@example.test`;

describe('brand team (security)', () => {
  it('members see the team but cannot invite, resend, change, remove or transfer', async () => {
    const brand = await newBrand();
    const member = await joinedMember(brand, 'member');
    const { json: inv } = await teamOf(brand).invite(fresh(), 'member');
    expect((await member.as.get('/brand/team/')).status).toBe(200);
    expect((await member.as.get('/brand/team/invitations/')).status).toBe(200);
    const writes = [
      { path: '/api/brand/team/invitations/', body: { email: fresh(), role: 'member' } },
      { path: `/api/brand/team/invitations/${inv.id}/`, method: 'PUT', body: { email: fresh(), role: 'admin' } },
      { path: `/api/brand/team/invitations/${inv.id}/resend/`, method: 'POST' },
      { path: `/api/brand/team/invitations/${inv.id}/remove-member/`, method: 'POST' },
      { path: `/api/brand/team/members/${brand.userId}/`, method: 'PATCH', body: { role: 'member' } },
      { path: '/api/brand/team/transfer-ownership/', body: { user_id: member.userId, password: PASSWORD } },
      { path: '/api/brand/settings/', method: 'PATCH', body: { name: 'Hijacked' } },
    ];
    for (const w of writes) expect((await member.as.raw(w.path, w)).status, w.path).toBe(403);
  });

  it('admins manage the team but cannot transfer ownership', async () => {
    const brand = await newBrand();
    const admin = await joinedMember(brand, 'admin');
    expect(await teamOf(admin).invite(fresh(), 'member')).toAnswer(201);
    expect(await teamOf(admin).transferOwnership(admin.userId)).toAnswer(403);
  });

  it('another brand’s invitations and members are 404; creators 403; strategists cannot manage the team', async () => {
    const brand = await newBrand();
    const other = await newBrand();
    const member = await joinedMember(brand);
    const { json: inv } = await teamOf(brand).invite(fresh(), 'member');
    expect((await other.as.post('/brand/team/invitations/:id/resend/', { param: { id: inv.id } })).status).toBe(404);
    expect(await teamOf(other).editInvitation(inv.id, fresh(), 'admin')).toAnswer(404);
    expect(await teamOf(other).remove(inv.id)).toAnswer(404);
    expect(await teamOf(other).remove(member.userId)).toAnswer(404);
    expect(await teamOf(other).setRole(member.userId, 'admin')).toAnswer(404);
    expect(
      (await other.as.get('/brand/team/invitations/')).json.results.map((i: { id: string }) => i.id),
    ).not.toContain(inv.id);
    expect((await member.as.get('/brand/campaigns/')).status).toBe(200);

    expect((await as(CREATOR).get('/brand/team/')).status).toBe(403);
    expect(
      (await as(CREATOR).post('/brand/team/invitations/', { json: { email: fresh(), role: 'member' } })).status,
    ).toBe(403);
    expect((await api.get('/brand/team/')).status).toBe(401);
    expect((await api.get('/brand/account-owner/')).status).toBe(401);
    const acme = (await login('brand.owner@demo.test')).json.user.brand!.id;
    expect(
      (
        await as(STRATEGIST).post('/brand/team/invitations/', {
          json: { email: fresh(), role: 'member' },
          headers: { 'x-selected-brand': acme },
        })
      ).status,
    ).toBe(403);
    expect((await as(STRATEGIST).get('/brand/team/', { headers: { 'x-selected-brand': acme } })).status).toBe(200);
    expect((await as(STAFF).get('/brand/team/')).status).toBe(403);
  });

  it('a signed-in user cannot accept an invitation sent to someone else (foreign token)', async () => {
    const brand = await newBrand();
    const email = fresh();
    await brand.as.post('/brand/team/invitations/', { json: { email, role: 'admin' } });
    const token = await invitationTokenFor(email);
    const outsider = await newBrand();
    const res = await outsider.as.post('/brand/team/invitations/accept/', { json: { token } });
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('invitation_for_someone_else');
    expect((await api.post('/brand/team/invitations/accept/', { json: { token } })).status).toBe(401);
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token } })).json.status).toBe(
      'pending',
    );
  });
});
