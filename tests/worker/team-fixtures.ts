import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { brandMembers, plans, subscriptions, users } from '../../db/schema';
import { type Client, api, clientFor, lastMailTo, login, testDb, uniqueEmail } from './helpers';

export const PASSWORD = 'team-player-2026';

/** A new brand (signed up through the API) on `plan`, with its owner's token. */
export const newBrand = async (plan: 'Free' | 'Starter' | 'Growth' | 'Enterprise' = 'Growth') => {
  const email = uniqueEmail('owner');
  const res = await api.post('/auth/signup/', {
    json: {
      email,
      password: PASSWORD,
      first_name: 'Olive',
      last_name: 'Owner',
      profile_of: 'Brand',
      brand_name: `Team test ${crypto.randomUUID().slice(0, 6)}`,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const db = testDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [member] = await db.select().from(brandMembers).where(eq(brandMembers.userId, user!.id));
  const [row] = await db.select().from(plans).where(eq(plans.name, plan));
  await db.update(subscriptions).set({ planId: row!.id }).where(eq(subscriptions.brandId, member!.brandId));
  const token = (await login(email, PASSWORD)).json.token;
  const as = clientFor(token);
  return { email, token, as, brandId: member!.brandId, userId: user!.id as string };
};

type Role = 'admin' | 'member';

/**
 * The team's moves made by `who` (a brand owner or member from `newBrand`/`joinedMember`, or any signed-in client):
 * `teamOf(admin).remove(member.userId)`. `remove` takes a member's user id or an invitation's id (withdrawing it).
 */
export const teamOf = ({ as: by }: { as: Client }) => ({
  invite: (email: string, role: Role) => by.post('/brand/team/invitations/', { json: { email, role } }),
  editInvitation: (id: string, email: string, role: Role) =>
    by.put('/brand/team/invitations/:id/', { param: { id }, json: { email, role } }),
  setRole: (userId: string, role: Role) =>
    by.patch('/brand/team/members/:id/', { param: { id: userId }, json: { role } }),
  remove: (id: string) => by.post('/brand/team/invitations/:id/remove-member/', { param: { id } }),
  transferOwnership: (userId: string, password = PASSWORD) =>
    by.post('/brand/team/transfer-ownership/', { json: { user_id: userId, password } }),
});

/** The raw token of the newest invitation link mailed to `to`. */
export const invitationTokenFor = async (to: string) => {
  const mail = await lastMailTo(to);
  const match = mail.text.match(/\/invitation\/([A-Za-z0-9_-]+)/);
  expect(match, 'no invitation link').not.toBeNull();
  return match![1]!;
};

/** Invites `email` as `role` and signs them up from the link; returns their token. */
export const joinedMember = async (brand: Awaited<ReturnType<typeof newBrand>>, role: Role = 'member') => {
  const email = uniqueEmail(role);
  const invited = await teamOf(brand).invite(email, role);
  expect(invited.status, JSON.stringify(invited.json)).toBe(201);
  const token = await invitationTokenFor(email);
  const joined = await api.post('/brand/team/invitations/signup/', {
    json: { token, first_name: 'Tess', last_name: 'Teammate', password: PASSWORD },
  });
  expect(joined.status, JSON.stringify(joined.json)).toBe(201);
  const session = await login(email, PASSWORD);
  const as = clientFor(session.json.token);
  return {
    email,
    userId: session.json.user.id as string,
    token: session.json.token,
    as,
    invitationId: invited.json.id as string,
  };
};

/**
 * A brand user with no brand (a member `brand` removed), invited back to it as `role`: their invitation link's token,
 * their new session's token and the invitation's id, for accepting while signed in.
 */
export const brandlessInvitee = async (brand: Awaited<ReturnType<typeof newBrand>>, role: Role = 'member') => {
  const member = await joinedMember(brand);
  await teamOf(brand).remove(member.userId);
  const invited = await teamOf(brand).invite(member.email, role);
  expect(invited.status, JSON.stringify(invited.json)).toBe(201);
  const invitation = await invitationTokenFor(member.email);
  const session = (await login(member.email, PASSWORD)).json.token;
  return { ...member, invitation, invitationId: invited.json.id as string, token: session, as: clientFor(session) };
};
