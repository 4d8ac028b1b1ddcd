import { describe, expect, it } from 'vitest';
import { ZStaffBrandList, ZStrategistChoices } from '../../worker/schemas/staff-brands';
import { CREATOR, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { users } from '../../db/schema';
import { callRaw, login, testDb, uniqueEmail } from './helpers';
import { assignStrategist, unassignStrategist } from './staff-fixtures';
import { newBrand } from './team-fixtures';

const strategistId = async () => (await login(STRATEGIST)).json.user.id as string;
const brandRow = async (q: string) =>
  ZStaffBrandList.parse((await as(STAFF).get('/staff/brands/', { query: { q } })).json).results[0]!;

describe('staff brands', () => {
  it('lists a brand with its plan, seats, owner and strategists; assigning and unassigning change managed_brands, audited', async () => {
    const brand = await newBrand('Starter');
    const row = await brandRow(brand.email);
    expect(row).toMatchObject({
      id: brand.brandId,
      plan: { name: 'Starter' },
      seats: { used: 1 },
      owner: { email: brand.email, name: 'Olive Owner' },
      strategists: [],
    });
    expect(row.seats.total).toBeGreaterThanOrEqual(1);

    const sid = await strategistId();
    const choices = ZStrategistChoices.parse((await as(STAFF).get('/staff/strategists/')).json);
    expect(choices.results.map((s) => s.id)).toContain(sid);
    expect(await as(STRATEGIST).get('/internal/organizations/:id/', { param: { id: brand.brandId } })).toAnswer(404);

    const assigned = await assignStrategist(brand.brandId, sid);
    expect(assigned.status, JSON.stringify(assigned.json)).toBe(200);
    expect((await brandRow(brand.email)).strategists.map((s) => s.email)).toEqual([STRATEGIST]);
    expect(await as(STRATEGIST).get('/internal/organizations/:id/', { param: { id: brand.brandId } })).toAnswer(200);
    const notices = (await as(STRATEGIST).get('/notification/my/')).json;
    expect(JSON.stringify(notices)).toContain('You now manage');
    expect(await assignStrategist(brand.brandId, sid)).toAnswer(409);

    const removed = await unassignStrategist(brand.brandId, sid);
    expect(removed.status).toBe(200);
    expect((await brandRow(brand.email)).strategists).toEqual([]);
    expect(await as(STRATEGIST).get('/internal/organizations/:id/', { param: { id: brand.brandId } })).toAnswer(404);
    expect(await unassignStrategist(brand.brandId, sid)).toAnswer(409);

    const audit = (await as(STAFF).get('/staff/audit-log/', { query: { target_id: brand.brandId } })).json.results;
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'brand.unassign_strategist',
      'brand.assign_strategist',
    ]);
    expect(audit[1]).toMatchObject({ before: { strategists: [] }, after: { strategists: [sid] } });
  });

  it('finds the seeded brands with their managing strategist', async () => {
    const acme = await brandRow('Acme');
    expect(acme.owner.email).toBe(OWNER);
    expect(acme.strategists.map((s) => s.email)).toContain(STRATEGIST);
    expect((await as(STAFF).get('/staff/brands/', { query: { q: 'no-such-brand-anywhere' } })).json).toEqual({
      count: 0,
      results: [],
    });
  });

  it('refuses unknown brands, non-strategists and bad ids', async () => {
    const brand = await newBrand();
    const sid = await strategistId();
    expect(await assignStrategist(crypto.randomUUID(), sid)).toAnswer(404);
    expect(await assignStrategist(brand.brandId, brand.userId)).toAnswer(404);
    const bad = await assignStrategist(brand.brandId, 'nope');
    expect(bad.status).toBe(400);
    expect(bad.error.fields.strategist_id).toBeDefined();
    expect(await as(STAFF).raw(`/api/staff/brands/${brand.brandId}/strategists/`, { body: {} })).toAnswer(400);
    expect(await as(STAFF).raw(`/api/staff/brands/${brand.brandId}/strategists/`, { rawBody: '{not json' })).toAnswer(
      400,
    );
    expect(await unassignStrategist('not-a-uuid', sid)).toAnswer(400);
  });

  it('audits a staff handover between strategists and a deactivation from the internal team screen', async () => {
    const brand = await newBrand();
    const [other] = await testDb()
      .insert(users)
      .values({
        email: uniqueEmail('strategist'),
        passwordHash: 'not-a-real-hash',
        firstName: 'Ada',
        lastName: 'Other',
        profileOf: 'Strategist',
        status: 'ACTIVE',
        emailVerified: true,
      })
      .returning();
    const sid = await strategistId();
    expect(await assignStrategist(brand.brandId, other!.id)).toAnswer(200);
    const handed = await as(STAFF).post('/internal/team/reassign/', {
      json: { brand_id: brand.brandId, from_strategist_id: other!.id, to_strategist_id: sid },
    });
    expect(handed.status, JSON.stringify(handed.json)).toBe(200);
    expect((await brandRow(brand.email)).strategists.map((s) => s.id)).toEqual([sid]);
    const brandAudit = (await as(STAFF).get('/staff/audit-log/', { query: { target_id: brand.brandId } })).json.results;
    expect(brandAudit[0]).toMatchObject({
      action: 'brand.reassign_strategist',
      before: { strategist_id: other!.id },
      after: { strategist_id: sid },
    });
    await unassignStrategist(brand.brandId, sid);

    expect(await as(STAFF).post('/internal/team/:id/deactivate/', { param: { id: other!.id } })).toAnswer(200);
    const userAudit = (await as(STAFF).get('/staff/audit-log/', { query: { target_id: other!.id } })).json.results;
    expect(userAudit.map((e: { action: string }) => e.action)).toEqual(['user.deactivate']);
  });

  it('does not exist for anyone but staff (404)', async () => {
    const brand = await newBrand();
    const sid = await strategistId();
    const calls: [string, string, unknown?][] = [
      ['/api/staff/brands/', 'GET'],
      ['/api/staff/strategists/', 'GET'],
      [`/api/staff/brands/${brand.brandId}/strategists/`, 'POST', { strategist_id: sid }],
      [`/api/staff/brands/${brand.brandId}/strategists/${sid}/`, 'DELETE'],
    ];
    for (const who of [OWNER, CREATOR, STRATEGIST]) {
      for (const [path, method, body] of calls)
        expect((await as(who).raw(path, { method, body })).status, `${who} ${method} ${path}`).toBe(404);
    }
    for (const [path, method, body] of calls) expect(await brand.as.raw(path, { method, body })).toAnswer(404);
    for (const [path, method, body] of calls) expect(await callRaw(path, { method, body })).toAnswer(404);
  });
});
