import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandMembers, creatorProfiles, subscriptions, users } from '../../db/schema';
import { api, signupCreator, testDb, uniqueEmail, waitForMailTo } from './helpers';
import { invitationTokenFor, newBrand, PASSWORD, teamOf } from './team-fixtures';
import { roundTripsOf } from './worker-fetch';

/**
 * Signing up in two round trips (issue 15, DESIGN §11): the attempt count, then one batch that decides in the database
 * whether the address is new; from an invitation link, the invitation with its address's account, then one guarded
 * batch. A taken address costs what a new one costs, so the number of round trips tells nobody it is registered.
 */
const signUp = (
  email: string,
  extra: { profile_of: 'Brand' | 'Influencer'; brand_name?: string; first_name?: string },
) =>
  api.post('/auth/signup/', {
    json: { email, password: 'solid-password-9', first_name: 'Nia', last_name: 'New', ...extra },
  });

const accountOf = async (email: string) => (await testDb().select().from(users).where(eq(users.email, email)))[0];

describe('sign-up in two round trips', () => {
  it('a new brand: its account, brand, owner membership and Free plan, and the activation mail', async () => {
    const email = uniqueEmail('fold.brand');
    const res = await signUp(email, { profile_of: 'Brand', brand_name: 'Fold Foods' });
    expect(res.status).toBe(201);
    expect(roundTripsOf(res.headers)).toBe(2);
    const account = await accountOf(email);
    expect(account).toMatchObject({ profileOf: 'Brand', status: 'ACTIVE', firstName: 'Nia' });
    const [member] = await testDb().select().from(brandMembers).where(eq(brandMembers.userId, account!.id));
    expect(member?.role).toBe('owner');
    const [subscription] = await testDb()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.brandId, member!.brandId));
    expect(subscription?.status).toBe('active');
    expect((await waitForMailTo(email, /Activate/)).text).toMatch(/^Hi Nia,/);
  });

  it('a new creator: a pending account with its profile', async () => {
    const email = uniqueEmail('fold.creator');
    const res = await signUp(email, { profile_of: 'Influencer' });
    expect(res.status).toBe(201);
    expect(roundTripsOf(res.headers)).toBe(2);
    const account = await accountOf(email);
    expect(account?.status).toBe('PENDING');
    const profiles = await testDb().select().from(creatorProfiles).where(eq(creatorProfiles.userId, account!.id));
    expect(profiles).toHaveLength(1);
  });

  it('a taken address: the same answer in the same round trips; the owner is told in their own name', async () => {
    const owner = uniqueEmail('fold.owner');
    expect((await signUp(owner, { profile_of: 'Influencer', first_name: 'Ann "<&>"' })).status).toBe(201);
    const fresh = await signUp(uniqueEmail('fold.fresh'), { profile_of: 'Brand', brand_name: 'Fresh' });
    const taken = await signUp(owner, { profile_of: 'Brand', brand_name: 'Intruder', first_name: 'Eve' });
    expect(taken.status).toBe(201);
    expect(taken.json).toEqual(fresh.json);
    expect(roundTripsOf(taken.headers)).toBe(roundTripsOf(fresh.headers));
    const notice = await waitForMailTo(owner, /already have/);
    expect(notice.text).toMatch(/^Hi Ann "<&>",/);
    expect(notice.html).toContain('<p>Hi Ann &quot;&lt;&amp;&gt;&quot;,</p>');
    // Nothing of the second sign-up was created: one account, still the first one's.
    expect(await accountOf(owner)).toMatchObject({ firstName: 'Ann "<&>"', profileOf: 'Influencer' });
  });
});

describe('sign-up from an invitation link in two round trips', () => {
  it('creates the account straight into the team', async () => {
    const brand = await newBrand();
    const email = uniqueEmail('fold.teammate');
    expect((await teamOf(brand).invite(email, 'admin')).status).toBe(201);
    const res = await api.post('/brand/team/invitations/signup/', {
      json: { token: await invitationTokenFor(email), first_name: 'Tia', last_name: 'Team', password: PASSWORD },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(roundTripsOf(res.headers)).toBe(2);
    const account = await accountOf(email);
    const [member] = await testDb().select().from(brandMembers).where(eq(brandMembers.userId, account!.id));
    expect(member).toMatchObject({ brandId: brand.brandId, role: 'admin' });
  });

  it('refuses an address that got an account after the invitation; the link’s check says so in one round trip', async () => {
    const brand = await newBrand();
    const email = uniqueEmail('fold.invited-creator');
    expect((await teamOf(brand).invite(email, 'member')).status).toBe(201);
    const token = await invitationTokenFor(email);
    // The invited address signs up as a creator before the link is opened.
    await signupCreator(email);
    const check = await api.get('/brand/team/invitations/validate/:token/', { param: { token } });
    expect(check.json.account_exists).toBe(true);
    expect(roundTripsOf(check.headers)).toBe(1);
    const res = await api.post('/brand/team/invitations/signup/', {
      json: { token, first_name: 'Dup', last_name: 'Licate', password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.error.detail).toMatch(/already exists/);
  });
});
