import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema';
import { CREATOR } from './accounts';
import { api, login, testDb } from './helpers';
import { invitationTokenFor, joinedMember, newBrand, PASSWORD, teamOf } from './team-fixtures';

const fresh = () => `person.${crypto.randomUUID().slice(0, 8)}@example.test`;

describe('brand team (errors)', () => {
  it('never lets 10 concurrent invitations exceed the plan’s seats (members plus pending count)', async () => {
    const brand = await newBrand('Growth'); // 5 seats, the owner holds one
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        brand.as.post('/brand/team/invitations/', { json: { email: fresh(), role: 'member' } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(6);
    const refused = results.find((r) => r.status === 403)!;
    expect(refused.json).toMatchObject({ code: 'seat_limit_reached' });
    expect(refused.error.detail).toMatch(/5 seats.*Upgrade/);
    expect((await brand.as.get('/brand/team/')).json.seats).toEqual({ total: 5, used: 1, pending: 4 });
  });

  it('refuses on a one-seat plan, with the upsell', async () => {
    const brand = await newBrand('Free');
    const res = await brand.as.post('/brand/team/invitations/', {
      json: { email: fresh(), role: 'member' },
    });
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('seat_limit_reached');
  });

  it('refuses duplicates, people already in a team or of another kind, and bad bodies', async () => {
    const brand = await newBrand();
    const email = fresh();
    expect((await brand.as.post('/brand/team/invitations/', { json: { email, role: 'member' } })).status).toBe(201);
    expect((await brand.as.post('/brand/team/invitations/', { json: { email, role: 'admin' } })).status).toBe(409);
    expect(
      (await brand.as.post('/brand/team/invitations/', { json: { email: brand.email, role: 'admin' } })).status,
    ).toBe(409);
    expect((await brand.as.post('/brand/team/invitations/', { json: { email: CREATOR, role: 'member' } })).status).toBe(
      409,
    );
    expect(
      (
        await brand.as.post('/brand/team/invitations/', {
          json: { email: 'brand.owner@demo.test', role: 'member' },
        })
      ).error.detail,
    ).toMatch(/another brand/);
    for (const body of [
      { email: 'not-an-email', role: 'member' },
      { email: fresh(), role: 'owner' },
      {},
      { email: fresh(), role: 'member', extra: 1 },
    ]) {
      const res = await brand.as.raw('/api/brand/team/invitations/', { body });
      expect([400, 201], JSON.stringify(body)).toContain(res.status);
    }
    expect((await brand.as.raw('/api/brand/team/invitations/', { rawBody: '{"email":' })).status).toBe(400);
    expect((await brand.as.post('/brand/team/invitations/:id/resend/', { param: { id: 'not-a-uuid' } })).status).toBe(
      400,
    );
    expect(
      (await brand.as.post('/brand/team/invitations/:id/resend/', { param: { id: crypto.randomUUID() } })).status,
    ).toBe(404);
  });

  it('a used token cannot be used again, an expired one says so, an unknown one is 404', async () => {
    const brand = await newBrand();
    const member = await joinedMember(brand);
    const db = testDb();
    const [used] = await db.select().from(invitations).where(eq(invitations.id, member.invitationId));
    expect(used!.status).toBe('accepted');

    const email = fresh();
    const { json: inv } = await brand.as.post('/brand/team/invitations/', {
      json: { email, role: 'member' },
    });
    const token = await invitationTokenFor(email);
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(invitations.id, inv.id));
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token } })).json.status).toBe(
      'expired',
    );
    const expired = await api.post('/brand/team/invitations/signup/', {
      json: { token, first_name: 'Late', last_name: 'Comer', password: PASSWORD },
    });
    expect(expired.status).toBe(409);
    expect(expired.error.code).toBe('invitation_expired');
    // An expired invitation frees its seat and can be sent again.
    expect((await brand.as.post('/brand/team/invitations/:id/resend/', { param: { id: inv.id } })).status).toBe(200);
    const renewed = await invitationTokenFor(email);
    expect(
      (
        await api.post('/brand/team/invitations/signup/', {
          json: { token: renewed, first_name: 'On', last_name: 'Time', password: PASSWORD },
        })
      ).status,
    ).toBe(201);
    const reuse = await api.post('/brand/team/invitations/signup/', {
      json: { token: renewed, first_name: 'Again', last_name: 'Again', password: PASSWORD },
    });
    expect(reuse.status).toBe(409);
    expect(reuse.error.code).toBe('invitation_used');

    expect(
      (
        await api.get('/brand/team/invitations/validate/:token/', {
          param: { token: 'abcdefghijklmnopqrstuvwxyz' },
        })
      ).status,
    ).toBe(404);
    expect((await api.get('/brand/team/invitations/validate/:token/', { param: { token: 'x' } })).status).toBe(400);
    expect(
      (
        await api.post('/brand/team/invitations/signup/', {
          json: { token: renewed, first_name: 'A', last_name: 'B', password: 'short' },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses removing the owner or yourself, and changing the owner’s role', async () => {
    const brand = await newBrand();
    const admin = await joinedMember(brand, 'admin');
    expect(await teamOf(admin).remove(brand.userId)).toAnswer(409);
    expect(await teamOf(admin).remove(admin.userId)).toAnswer(409);
    expect(await teamOf(admin).setRole(brand.userId, 'member')).toAnswer(409);
    expect(await teamOf(brand).transferOwnership(brand.userId)).toAnswer(409);
    const session = await login(admin.email, PASSWORD);
    expect(session.json.user.brand!.role).toBe('admin');
  });
});
