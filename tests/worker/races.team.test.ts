import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandMembers, notifications, staffAuditLog, users } from '../../db/schema';
import { acceptInvitation } from '../../worker/services/team/accept-invitation';
import { ZTeam } from '../../worker/schemas/team';
import { freeBrand } from './brand-helpers';
import { STAFF, as } from './accounts';
import { api, testDb, uniqueEmail } from './helpers';
import { assignStrategist, unassignStrategist } from './staff-fixtures';
import { dbWithChangeAfterRead } from './between-round-trips';
import { newStrategist } from './internal-fixtures';
import { expectOneWinner } from './race';
import { brandlessInvitee, joinedMember, newBrand, teamOf } from './team-fixtures';

/**
 * One winner for the changes to who belongs to a brand, fired 10 at a time: the brand's team and its strategists.
 */
const N = 10;

const auditRows = (action: string, targetId: string) =>
  testDb()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, targetId)));

describe('races: a brand’s team', () => {
  it('transferring ownership 10 times at once transfers it once: one owner', async () => {
    const brand = await newBrand('Growth');
    const admin = await joinedMember(brand, 'admin');
    // A call that arrives after the winner committed comes from an admin now: 403.
    await expectOneWinner(N, () => teamOf(brand).transferOwnership(admin.userId), { losers: [409, 403] });
    const team = ZTeam.parse((await admin.as.get('/brand/team/')).json);
    expect(team.members.filter((m) => m.role === 'owner').map((m) => m.user_id)).toEqual([admin.userId]);
  });

  it('removing a member 10 times at once removes them once', async () => {
    const brand = await newBrand('Growth');
    const member = await joinedMember(brand);
    // A call that arrives after the winner committed finds no such member: 404.
    await expectOneWinner(N, () => teamOf(brand).remove(member.userId), { losers: [409, 404] });
    const left = await testDb().select().from(brandMembers).where(eq(brandMembers.userId, member.userId));
    expect(left).toEqual([]);
  });

  it('accepting a team invitation 10 times at once joins the team once', async () => {
    const brand = await newBrand('Growth');
    const invitee = await brandlessInvitee(brand);
    const accept = () => invitee.as.post('/brand/team/invitations/accept/', { json: { token: invitee.invitation } });
    await expectOneWinner(N, accept);
    const joined = await testDb().select().from(brandMembers).where(eq(brandMembers.userId, invitee.userId));
    expect(joined.map((m) => m.brandId)).toEqual([brand.brandId]);
  });

  it('an invitation withdrawn between an acceptance’s read and its write is its 409, with no membership', async () => {
    const brand = await newBrand('Growth');
    const invitee = await brandlessInvitee(brand);
    const db = testDb();
    const [user] = await db.select().from(users).where(eq(users.id, invitee.userId));
    const racing = dbWithChangeAfterRead(async () =>
      expect(await teamOf(brand).remove(invitee.invitationId)).toAnswer(200),
    );
    await expect(acceptInvitation({ db: racing, raw: invitee.invitation, user: user! })).rejects.toMatchObject({
      code: 'invitation_revoked',
    });
    expect(await db.select().from(brandMembers).where(eq(brandMembers.userId, invitee.userId))).toEqual([]);
  });

  it('withdrawing a team invitation 10 times at once withdraws it once', async () => {
    const brand = await newBrand('Growth');
    const invited = await teamOf(brand).invite(uniqueEmail('race.teammate'), 'member');
    expect(invited).toAnswer(201);
    await expectOneWinner(N, () => teamOf(brand).remove(invited.json.id));
  });
});

describe('races: a brand’s strategists', () => {
  it('staff assigning a strategist 10 times at once assigns once: one notice, one audit row', async () => {
    const brand = await freeBrand();
    const strategist = await newStrategist();
    await expectOneWinner(N, () => assignStrategist(brand.brandId, strategist.id));
    const notices = await testDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, strategist.id), eq(notifications.kind, 'brand.assigned')));
    expect(notices).toHaveLength(1);
    expect(await auditRows('brand.assign_strategist', brand.brandId)).toHaveLength(1);
  });

  it('staff unassigning a strategist 10 times at once unassigns once, with one audit row', async () => {
    const brand = await freeBrand();
    const strategist = await newStrategist(brand.brandId);
    await expectOneWinner(N, () => unassignStrategist(brand.brandId, strategist.id));
    expect(await auditRows('brand.unassign_strategist', brand.brandId)).toHaveLength(1);
  });
});

describe('races: the staff inbox', () => {
  it('staff closing a support request 10 times at once closes it once, with one audit row', async () => {
    const brand = await freeBrand();
    const sent = await api.post('/brand/support/', {
      token: brand.token,
      json: { topic: 'campaigns', subject: 'Publishing', message: 'The publish button stays grey for our campaign.' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    await expectOneWinner(N, () =>
      as(STAFF).patch('/staff/support/:id/', {
        param: { id: sent.json.id },
        json: { status: 'closed' },
      }),
    );
    expect(await auditRows('support.set_status', sent.json.id)).toHaveLength(1);
  });
});
