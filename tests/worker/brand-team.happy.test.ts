import { describe, expect, it } from 'vitest';
import {
  ZAccountOwner,
  ZAdminStrategists,
  ZInvitation,
  ZInvitationCheck,
  ZInvitationList,
  ZTeam,
} from '../../worker/schemas/team';
import { OWNER, as } from './accounts';
import { api, login } from './helpers';
import { brandlessInvitee, invitationTokenFor, joinedMember, newBrand, PASSWORD, teamOf } from './team-fixtures';
import { roundTripsOf } from './worker-fetch';

describe('brand team (happy)', () => {
  it('invites a colleague who signs up from the link straight into the brand as a member, with no brand of their own', async () => {
    const brand = await newBrand();
    const email = `colleague.${crypto.randomUUID().slice(0, 8)}@example.test`;
    const invited = await brand.as.post('/brand/team/invitations/', { json: { email, role: 'member' } });
    expect(invited.status).toBe(201);
    expect(ZInvitation.parse(invited.json)).toMatchObject({
      email,
      role: 'member',
      status: 'pending',
      invited_by: 'Olive Owner',
    });
    const list = ZInvitationList.parse((await brand.as.get('/brand/team/invitations/')).json);
    expect(list.results.map((i) => i.email)).toEqual([email]);

    const token = await invitationTokenFor(email);
    const check = ZInvitationCheck.parse(
      (await api.get('/brand/team/invitations/validate/:token/', { param: { token } })).json,
    );
    expect(check).toMatchObject({
      status: 'pending',
      email,
      role: 'member',
      kind: 'team',
      account_exists: false,
      invited_by: 'Olive Owner',
    });
    const expiresIn = new Date(check.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3600_000);

    const joined = await api.post('/brand/team/invitations/signup/', {
      json: { token, first_name: 'Cole', last_name: 'League', password: PASSWORD },
    });
    expect(joined.status).toBe(201);
    expect(joined.json.home).toBe('/brand/campaigns');
    const session = await login(email, PASSWORD);
    expect(session.json.user).toMatchObject({
      profile_of: 'Brand',
      status: 'ACTIVE',
      email_verified: true,
      brand: { id: brand.brandId, role: 'member' },
    });

    const team = ZTeam.parse((await brand.as.get('/brand/team/')).json);
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [brand.email, 'owner'],
      [email, 'member'],
    ]);
    expect(team.seats).toEqual({ total: 5, used: 2, pending: 0 });
    expect(ZInvitationList.parse((await brand.as.get('/brand/team/invitations/')).json).results).toEqual([]);
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token } })).json.status).toBe(
      'accepted',
    );

    const owner = ZAccountOwner.parse((await api.get('/brand/account-owner/', { token: session.json.token })).json);
    expect(owner).toMatchObject({ id: brand.userId, email: brand.email });
  });

  it('resends with a new link (the old one stops working), changes role and address, withdraws', async () => {
    const brand = await newBrand();
    const email = `resend.${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { json: invitation } = await brand.as.post('/brand/team/invitations/', {
      json: { email, role: 'admin' },
    });
    const first = await invitationTokenFor(email);
    const resent = await brand.as.post('/brand/team/invitations/:id/resend/', {
      param: { id: invitation.id },
    });
    expect(resent.status).toBe(200);
    const second = await invitationTokenFor(email);
    expect(second).not.toBe(first);
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token: first } })).status).toBe(404);
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token: second } })).json.role).toBe(
      'admin',
    );

    const renamed = `renamed.${crypto.randomUUID().slice(0, 8)}@example.test`;
    const updated = await teamOf(brand).editInvitation(invitation.id, renamed, 'member');
    expect(updated.json).toMatchObject({ email: renamed, role: 'member', status: 'pending' });
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token: second } })).status).toBe(404);
    const third = await invitationTokenFor(renamed);

    expect(await teamOf(brand).remove(invitation.id)).toAnswer(200);
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token: third } })).json.status).toBe(
      'revoked',
    );
    expect(
      (
        await api.post('/brand/team/invitations/signup/', {
          json: { token: third, first_name: 'No', last_name: 'Way', password: PASSWORD },
        })
      ).error.code,
    ).toBe('invitation_revoked');
  });

  it('removes a member: their sessions end at once; roles change; ownership moves with the password', async () => {
    const brand = await newBrand();
    const member = await joinedMember(brand, 'member');
    const admin = await joinedMember(brand, 'admin');
    expect(await teamOf(admin).setRole(member.userId, 'admin')).toAnswer(200);
    expect(await teamOf(admin).setRole(member.userId, 'member')).toAnswer(200);

    expect((await member.as.get('/brand/campaigns/')).status).toBe(200);
    expect(await teamOf(admin).remove(member.invitationId)).toAnswer(200);
    expect((await member.as.get('/brand/campaigns/')).status).toBe(401);
    expect(ZTeam.parse((await brand.as.get('/brand/team/')).json).members).toHaveLength(2);

    expect(await teamOf(brand).transferOwnership(admin.userId, 'wrong-password-1')).toAnswer(400);
    expect(await teamOf(brand).transferOwnership(admin.userId)).toAnswer(200);
    const team = ZTeam.parse((await admin.as.get('/brand/team/')).json);
    expect(team.your_role).toBe('owner');
    expect(team.members.find((m) => m.user_id === brand.userId)?.role).toBe('admin');
    expect((await admin.as.get('/brand/account-owner/')).json.id).toBe(admin.userId);
  });

  it('an existing brand user without a brand accepts while signed in, in two round trips', async () => {
    const brand = await newBrand();
    const invitee = await brandlessInvitee(brand, 'admin');
    const token = invitee.invitation;
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token } })).json.account_exists).toBe(
      true,
    );
    const accepted = await invitee.as.post('/brand/team/invitations/accept/', { json: { token } });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(roundTripsOf(accepted.headers)).toBe(2);
    expect(accepted.json).toMatchObject({ detail: 'You joined the team.', email: invitee.email });
    expect((await invitee.as.get('/auth/me/')).json.brand).toMatchObject({ id: brand.brandId, role: 'admin' });
    const again = await invitee.as.post('/brand/team/invitations/accept/', { json: { token } });
    expect(again.status).toBe(409);
    expect(again.error.code).toBe('invitation_used');
  });

  it('shows managing strategists by name only with Account Manager', async () => {
    const acme = ZAdminStrategists.parse((await as(OWNER).get('/brand/admin-strategists/')).json);
    expect(acme.count).toBeGreaterThanOrEqual(1);
    expect(acme.visible).toBe(false);
    expect(acme.results).toEqual([]);
  });
});
