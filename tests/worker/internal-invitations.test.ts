import { describe, expect, it } from 'vitest';
import { ZInvitationAccepted } from '../../worker/schemas/team';
import { ZInternalInvitation, ZInternalInvitationList, ZInternalTeam } from '../../worker/schemas/internal-team';
import { CREATOR, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { api, login, uniqueEmail, waitForMailTo } from './helpers';
import { PASSWORD, newBrand } from './team-fixtures';

const tokenFrom = async (to: string) => {
  const mail = await waitForMailTo(to, /invit/i);
  return mail.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)![1]!;
};

const signUp = (token: string) =>
  api.post('/brand/team/invitations/signup/', {
    json: { token, first_name: 'Ines', last_name: 'Internal', password: PASSWORD },
  });

describe('internal invitations', () => {
  it('staff invite a strategist by e-mail; the link creates a strategist account that reaches the internal area', async () => {
    const email = uniqueEmail('new-strategist');
    const res = await as(STAFF).post('/internal/team/invitations/', { json: { email, kind: 'strategist' } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(ZInternalInvitation.parse(res.json)).toMatchObject({ email, kind: 'strategist', status: 'pending' });
    const listed = ZInternalInvitationList.parse((await as(STAFF).get('/internal/team/invitations/')).json).results;
    expect(listed.some((i) => i.email === email)).toBe(true);

    const token = await tokenFrom(email);
    const check = await api.get('/brand/team/invitations/validate/:token/', { param: { token } });
    expect(check.json).toMatchObject({ kind: 'strategist', status: 'pending', email });
    const joined = await signUp(token);
    expect(joined.status, JSON.stringify(joined.json)).toBe(201);
    expect(ZInvitationAccepted.parse(joined.json).home).toBe('/internal/select-brand');

    const session = await login(email, PASSWORD);
    expect(session.json.user.profile_of).toBe('Strategist');
    const team = await api.get('/internal/team/', { token: session.json.token });
    expect(team.status).toBe(200);
    expect(ZInternalTeam.parse(team.json).results.find((m) => m.email === email)?.role).toBe('Strategist');
    // The link is spent, and the invitation is no longer pending.
    expect(await signUp(token)).toAnswer(409);
    expect(
      ZInternalInvitationList.parse((await as(STAFF).get('/internal/team/invitations/')).json).results.some(
        (i) => i.email === email,
      ),
    ).toBe(false);
  });

  it('a staff invitation makes a staff account', async () => {
    const email = uniqueEmail('new-staff');
    expect(await as(STAFF).post('/internal/team/invitations/', { json: { email, kind: 'staff' } })).toAnswer(201);
    expect((await signUp(await tokenFrom(email))).json.home).toBe('/staff');
    const session = await login(email, PASSWORD);
    expect(session.json.user.profile_of).toBe('Staff');
    expect(await api.get('/internal/team/invitations/', { token: session.json.token })).toAnswer(200);
  });

  it('refuses an address with an account or a pending invitation (409) and bad bodies (400)', async () => {
    const email = uniqueEmail('twice');
    expect(await as(STAFF).post('/internal/team/invitations/', { json: { email } })).toAnswer(201);
    expect(await as(STAFF).post('/internal/team/invitations/', { json: { email, kind: 'staff' } })).toAnswer(409);
    expect(await as(STAFF).post('/internal/team/invitations/', { json: { email: STRATEGIST } })).toAnswer(409);
    expect(await as(STAFF).post('/internal/team/invitations/', { json: { email: 'not-an-address' } })).toAnswer(400);
    expect(
      (await as(STAFF).raw('/api/internal/team/invitations/', { body: { email: uniqueEmail('x'), kind: 'owner' } }))
        .status,
    ).toBe(400);
  });

  it('two staff inviting the same address at once make one invitation', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => as(STAFF).post('/internal/team/invitations/', { json: { email } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
  });

  it('withdrawing voids the link; resending sends a new one and voids the old', async () => {
    const email = uniqueEmail('withdrawn');
    const id = (await as(STAFF).post('/internal/team/invitations/', { json: { email } })).json.id as string;
    const first = await tokenFrom(email);
    const resent = await as(STAFF).post('/internal/team/invitations/:id/resend/', { param: { id } });
    expect(resent.status).toBe(200);
    let second = first;
    for (let i = 0; i < 50 && second === first; i++) second = await tokenFrom(email);
    expect(second).not.toBe(first);
    expect(await api.get('/brand/team/invitations/validate/:token/', { param: { token: first } })).toAnswer(404);
    const withdrawn = await as(STAFF).post('/internal/team/invitations/:id/withdraw/', { param: { id } });
    expect(ZInternalInvitation.parse(withdrawn.json).status).toBe('revoked');
    expect(await signUp(second)).toAnswer(409);
    expect(await as(STAFF).post('/internal/team/invitations/:id/withdraw/', { param: { id } })).toAnswer(409);
    expect(await as(STAFF).post('/internal/team/invitations/:id/resend/', { param: { id } })).toAnswer(409);
  });

  it('only staff invite: strategists get 403, brands and creators never reach it, a brand team invitation is 404 here', async () => {
    const body = { email: uniqueEmail('nope') };
    expect(await as(STRATEGIST).post('/internal/team/invitations/', { json: body })).toAnswer(403);
    expect(await as(STRATEGIST).get('/internal/team/invitations/')).toAnswer(403);
    for (const who of [OWNER, CREATOR]) {
      expect(await as(who).post('/internal/team/invitations/', { json: body })).toAnswer(403);
      expect(await as(who).get('/internal/team/invitations/')).toAnswer(403);
    }
    expect(await api.post('/internal/team/invitations/', { json: body })).toAnswer(401);
    const brand = await newBrand();
    const teamInvitation = await brand.as.post('/brand/team/invitations/', {
      json: { email: uniqueEmail('colleague'), role: 'member' },
    });
    expect(teamInvitation.status).toBe(201);
    expect(
      await as(STAFF).post('/internal/team/invitations/:id/withdraw/', { param: { id: teamInvitation.json.id } }),
    ).toAnswer(404);
    expect(
      await as(STAFF).post('/internal/team/invitations/:id/resend/', { param: { id: crypto.randomUUID() } }),
    ).toAnswer(404);
  });
});
