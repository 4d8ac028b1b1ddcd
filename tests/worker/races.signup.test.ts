import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandMembers, emailOutbox, invitations, users } from '../../db/schema';
import { AppError } from '../../worker/lib/errors';
import { signup } from '../../worker/services/auth/signup';
import { signupWithInvitation } from '../../worker/services/team/accept-invitation';
import { api, testDb, uniqueEmail } from './helpers';
import { dbWithChangeAfterRead, dbWithChangeBeforeWrite } from './between-round-trips';
import { expectOneWinner } from './race';
import { invitationTokenFor, newBrand, PASSWORD, teamOf } from './team-fixtures';

/**
 * One account per address however sign-ups race: at once through the API, and with the other sign-up landing exactly
 * between a sign-up's read and its batch (tests/worker/between-round-trips.ts), where the batch's guards decide.
 */
const ORIGIN = 'http://localhost';
const accountsWith = (email: string) => testDb().select().from(users).where(eq(users.email, email));
const subjectsTo = async (email: string) =>
  (await testDb().select().from(emailOutbox).where(eq(emailOutbox.toEmail, email))).map((m) => m.subject).sort();

const signUp = (email: string, firstName: string) =>
  api.post('/auth/signup/', {
    json: { email, password: 'race-password-42', first_name: firstName, last_name: 'Race', profile_of: 'Influencer' },
  });

describe('races: signing up', () => {
  it('signing up with one address 3 times at once makes one account; the others tell its owner', async () => {
    const email = uniqueEmail('race.signup');
    // Three: the most sign-ups one address gets at once before its attempt limit (each later one is a 429).
    const answers = await Promise.all(Array.from({ length: 3 }, (_, i) => signUp(email, `Racer${i}`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.json))).size).toBe(1);
    const [account, ...more] = await accountsWith(email);
    expect(more).toEqual([]);
    expect(await subjectsTo(email)).toEqual([
      'Activate your Social Loop account',
      'You already have a Social Loop account',
      'You already have a Social Loop account',
    ]);
    const notices = await testDb().select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    for (const notice of notices) expect(notice.text).toMatch(new RegExp(`^Hi ${account!.firstName},`));
  });

  it('a sign-up whose address is taken between its attempt count and its batch creates nothing and tells the owner', async () => {
    const email = uniqueEmail('race.signup.between');
    const db = dbWithChangeBeforeWrite(async () => expect((await signUp(email, 'Winnie')).status).toBe(201));
    const input = { email, password: 'race-password-43', first_name: 'Late', last_name: 'Comer' } as const;
    await signup({ db, input: { ...input, profile_of: 'Brand', brand_name: 'Late Brand' }, origin: ORIGIN });
    const accounts = await accountsWith(email);
    expect(accounts.map((a) => [a.firstName, a.profileOf])).toEqual([['Winnie', 'Influencer']]);
    expect(await subjectsTo(email)).toEqual([
      'Activate your Social Loop account',
      'You already have a Social Loop account',
    ]);
  });
});

describe('races: signing up from an invitation link', () => {
  const invited = async () => {
    const brand = await newBrand();
    const email = uniqueEmail('race.invited');
    const res = await teamOf(brand).invite(email, 'member');
    expect(res.status).toBe(201);
    return { brand, email, id: res.json.id as string, token: await invitationTokenFor(email) };
  };
  const input = { first_name: 'Ivy', last_name: 'Invited', password: PASSWORD };

  it('signing up from one invitation link 10 times at once makes one account', async () => {
    const { brand, email, token } = await invited();
    await expectOneWinner(10, () => api.post('/brand/team/invitations/signup/', { json: { token, ...input } }));
    const [account, ...more] = await accountsWith(email);
    expect(more).toEqual([]);
    const [member] = await testDb().select().from(brandMembers).where(eq(brandMembers.userId, account!.id));
    expect(member?.brandId).toBe(brand.brandId);
  });

  it('an invitation withdrawn or expired between the link’s read and the sign-up writes nothing: its own 409', async () => {
    const withdrawn = await invited();
    const withdraw = () => teamOf(withdrawn.brand).remove(withdrawn.id);
    const refusal = await signupWithInvitation({
      db: dbWithChangeAfterRead(withdraw),
      raw: withdrawn.token,
      input,
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('invitation_revoked');
    expect(await accountsWith(withdrawn.email)).toEqual([]);

    const expired = await invited();
    const expire = () =>
      testDb()
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where(eq(invitations.id, expired.id));
    const late = await signupWithInvitation({
      db: dbWithChangeAfterRead(expire),
      raw: expired.token,
      input,
    }).catch((e: unknown) => e);
    expect((late as AppError).code).toBe('invitation_expired');
    expect(await accountsWith(expired.email)).toEqual([]);
  });
});
