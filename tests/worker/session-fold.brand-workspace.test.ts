import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignMatches, campaigns, invitations } from '../../db/schema';
import { NORTHWIND, OWNER, STRATEGIST } from './accounts';
import { actingFor, createActiveCampaign, publishableCampaign, someCreators } from './brand-helpers';
import { api, login, testDb } from './helpers';
import { measure } from './suites/round-trips';
import { joinedMember, newBrand, PASSWORD } from './team-fixtures';

/**
 * The brand workspace's state changes with the session folded in (issue 15, DESIGN §11): each answers in two
 * database round trips (one read carrying the session, then one guarded batch whose rows are the answer); another
 * brand's object is a 404, and a signed-out session changes nothing on its very next request.
 */
type Measured = { status: number; json: any; roundTrips: number | null };
const send = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
  measure(path, { method, token, body, headers }) as Promise<Measured>;
const tokenFor = async (email: string) => (await login(email)).json.token as string;
const signOut = async (token: string) => expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);

const newDraft = async (token: string, headers: Record<string, string> = {}) => {
  const res = await send(
    'POST',
    '/api/brand/campaign/create/',
    token,
    { ...publishableCampaign(), status: 'draft' },
    headers,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
};

describe('campaign edits and deletion with the session folded in', () => {
  it('publishes a draft and invites its shortlist in two round trips', async () => {
    const owner = await tokenFor(OWNER);
    const [first, second] = await someCreators(2, 300);
    const id = await newDraft(owner);
    for (const creatorId of [first, second]) {
      const body = { campaign_id: id, creator_id: creatorId };
      const added = await send('POST', '/api/brand/create-campaign-match/', owner, body);
      expect(added.status, JSON.stringify(added.json)).toBe(201);
    }
    const edited = await send('PATCH', `/api/brand/campaign/update/${id}/`, owner, { title: 'Renamed draft' });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.roundTrips).toBe(2);
    expect(edited.json.title).toBe('Renamed draft');
    const published = await send('PATCH', `/api/brand/campaign/update/${id}/`, owner, { status: 'active' });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(published.roundTrips).toBe(2);
    expect(published.json).toMatchObject({ id, status: 'active', title: 'Renamed draft' });
    expect(published.json.published_at).toEqual(expect.any(String));
    const matches = await testDb().select().from(campaignMatches).where(eq(campaignMatches.campaignId, id));
    expect(matches.map((m) => [m.creatorId, m.status]).sort()).toEqual(
      [
        [first, 'invited'],
        [second, 'invited'],
      ].sort(),
    );
    expect((await send('PATCH', `/api/brand/campaign/update/${id}/`, owner, { status: 'draft' })).status).toBe(409);
  });

  it('completes a campaign for a strategist acting for the brand in two round trips', async () => {
    const { id } = await createActiveCampaign();
    const headers = await actingFor('Acme Outdoors');
    const body = { status: 'completed' };
    const done = await send('PATCH', `/api/brand/campaign/update/${id}/`, await tokenFor(STRATEGIST), body, headers);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.roundTrips).toBe(2);
    expect(done.json).toMatchObject({ id, status: 'completed' });
  });

  it('refuses another brand’s campaign (404) and a signed-out session (401) without changing it', async () => {
    const owner = await tokenFor(OWNER);
    const id = await newDraft(owner);
    const other = await tokenFor(NORTHWIND);
    for (const [method, path, body] of [
      ['PATCH', `/api/brand/campaign/update/${id}/`, { title: 'Not yours' }],
      ['DELETE', `/api/brand/campaigns/delete/${id}/`, undefined],
    ] as const) {
      const res = await send(method, path, other, body);
      expect(res.status, path).toBe(404);
      expect(res.json.id, path).toBeUndefined();
    }
    await signOut(owner);
    const after = await send('PATCH', `/api/brand/campaign/update/${id}/`, owner, { title: 'Signed out' });
    expect(after.status).toBe(401);
    expect((await send('DELETE', `/api/brand/campaigns/delete/${id}/`, owner)).status).toBe(401);
    const [row] = await testDb().select().from(campaigns).where(eq(campaigns.id, id));
    expect(row?.title).not.toBe('Signed out');
  });

  it('deletes a campaign in two round trips', async () => {
    const owner = await tokenFor(OWNER);
    const id = await newDraft(owner);
    const deleted = await send('DELETE', `/api/brand/campaigns/delete/${id}/`, owner);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(deleted.roundTrips).toBe(2);
    expect(deleted.json).toEqual({ detail: 'The campaign is deleted.' });
    expect(await testDb().select().from(campaigns).where(eq(campaigns.id, id))).toEqual([]);
    expect((await send('DELETE', `/api/brand/campaigns/delete/${id}/`, owner)).status).toBe(404);
  });
});

describe('the brand team with the session folded in', () => {
  const fresh = () => `folded.${crypto.randomUUID().slice(0, 8)}@example.test`;

  it('invites, edits, resends, withdraws, changes a role and transfers ownership in two round trips each', async () => {
    const brand = await newBrand();
    const member = await joinedMember(brand, 'member');
    const email = fresh();
    const invited = await send('POST', '/api/brand/team/invitations/', brand.token, { email, role: 'member' });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    expect(invited.roundTrips).toBe(2);
    expect(invited.json).toMatchObject({ email, role: 'member', status: 'pending', invited_by: 'Olive Owner' });
    const id = invited.json.id as string;
    const listed = await send('GET', '/api/brand/team/invitations/', brand.token);
    expect(listed.json.results.find((i: { id: string }) => i.id === id)).toEqual(invited.json);

    const moved = fresh();
    const edited = await send('PUT', `/api/brand/team/invitations/${id}/`, brand.token, {
      email: moved,
      role: 'admin',
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.roundTrips).toBe(2);
    expect(edited.json).toMatchObject({ id, email: moved, role: 'admin', status: 'pending' });
    const resent = await send('POST', `/api/brand/team/invitations/${id}/resend/`, brand.token);
    expect(resent.status, JSON.stringify(resent.json)).toBe(200);
    expect(resent.roundTrips).toBe(2);
    expect(resent.json).toMatchObject({ id, email: moved, role: 'admin' });
    const withdrawn = await send('POST', `/api/brand/team/invitations/${id}/remove-member/`, brand.token);
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    expect(withdrawn.roundTrips).toBe(2);
    expect(withdrawn.json).toEqual({ detail: `The invitation to ${moved} was withdrawn.` });

    const promoted = await send('PATCH', `/api/brand/team/members/${member.userId}/`, brand.token, { role: 'admin' });
    expect(promoted.status, JSON.stringify(promoted.json)).toBe(200);
    expect(promoted.roundTrips).toBe(2);
    const body = { user_id: member.userId, password: PASSWORD };
    const transferred = await send('POST', '/api/brand/team/transfer-ownership/', brand.token, body);
    expect(transferred.status, JSON.stringify(transferred.json)).toBe(200);
    expect(transferred.roundTrips).toBe(2);
    // The former owner is an admin now: the role read with the session decides, not the one at sign-in.
    const transferBack = { user_id: brand.userId, password: PASSWORD };
    const refused = await send('POST', '/api/brand/team/transfer-ownership/', brand.token, transferBack);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('permission_denied');
    const removed = await send('POST', `/api/brand/team/invitations/${brand.userId}/remove-member/`, member.token);
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(removed.roundTrips).toBe(2);
    expect((await send('GET', '/api/brand/team/', brand.token)).status).toBe(401);
  });

  it('refuses a plain member, another brand and a signed-out owner without changing anything', async () => {
    const brand = await newBrand();
    const member = await joinedMember(brand, 'member');
    const email = fresh();
    const byMember = await send('POST', '/api/brand/team/invitations/', member.token, { email, role: 'member' });
    expect(byMember.status).toBe(403);
    expect(byMember.json.code).toBe('permission_denied');
    const invited = await send('POST', '/api/brand/team/invitations/', brand.token, { email, role: 'member' });
    const id = invited.json.id as string;
    const other = await newBrand();
    for (const [method, path] of [
      ['POST', `/api/brand/team/invitations/${id}/resend/`],
      ['POST', `/api/brand/team/invitations/${id}/remove-member/`],
      ['POST', `/api/brand/team/invitations/${member.userId}/remove-member/`],
    ] as const) {
      const res = await send(method, path, other.token);
      expect(res.status, path).toBe(404);
    }
    const owner = (await login(brand.email, PASSWORD)).json.token as string;
    await signOut(owner);
    expect((await send('POST', `/api/brand/team/invitations/${id}/remove-member/`, owner)).status).toBe(401);
    const [row] = await testDb().select().from(invitations).where(eq(invitations.id, id));
    expect(row?.status).toBe('pending');
  });
});

describe('saved creators and the managed service with the session folded in', () => {
  it('saves a creator and asks for the managed service in two round trips; a signed-out session changes nothing', async () => {
    const token = await tokenFor('enterprise.owner@demo.test');
    const [creatorId] = await someCreators(1, 320);
    const saved = await send('POST', '/api/brand/add-profile/', token, { profile_id: creatorId });
    expect([200, 201], JSON.stringify(saved.json)).toContain(saved.status);
    expect(saved.roundTrips).toBe(2);
    expect(saved.json).toEqual({ profile_id: creatorId, saved: true });
    const unknown = await send('POST', '/api/brand/add-profile/', token, { profile_id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);

    const id = await newDraft(token);
    const managed = await send('PATCH', `/api/brand/campaigns/${id}/managed/`, token, { is_managed: true });
    expect(managed.status, JSON.stringify(managed.json)).toBe(200);
    expect(managed.roundTrips).toBe(2);
    expect(managed.json).toEqual({ id, is_managed: true });
    const other = await send('PATCH', `/api/brand/campaigns/${id}/managed/`, await tokenFor(NORTHWIND), {
      is_managed: false,
    });
    // Another brand: its plan has no Managed Campaigns (403), and the campaign is not its own anyway.
    expect([403, 404]).toContain(other.status);
    expect(other.json.is_managed).toBeUndefined();
    await signOut(token);
    expect((await send('PATCH', `/api/brand/campaigns/${id}/managed/`, token, { is_managed: false })).status).toBe(401);
    const [row] = await testDb().select().from(campaigns).where(eq(campaigns.id, id));
    expect(row?.isManaged).toBe(true);
  });
});
