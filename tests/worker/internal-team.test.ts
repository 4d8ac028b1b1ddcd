import { describe, expect, it } from 'vitest';
import { ZInternalTeam } from '../../worker/schemas/internal-team';
import { CREATOR, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { freeBrand } from './brand-helpers';
import { api, login } from './helpers';
import { newStrategist } from './internal-fixtures';

describe('internal team', () => {
  it('lists strategists and staff with the brands each strategist manages', async () => {
    const res = await as(STRATEGIST).get('/internal/team/');
    expect(res.status).toBe(200);
    const team = ZInternalTeam.parse(res.json).results;
    const sam = team.find((m) => m.email === STRATEGIST)!;
    expect(sam.brands.map((b) => b.name)).toEqual(['Acme Outdoors', 'Northwind Foods']);
    expect(team.find((m) => m.email === STAFF)?.role).toBe('Staff');
  });

  it('a strategist hands their brand to a colleague: the colleague manages it and is told, the first one no longer sees it', async () => {
    const brand = await freeBrand();
    const from = await newStrategist(brand.brandId);
    const to = await newStrategist();
    expect(await as(from.email).get('/internal/organizations/:id/', { param: { id: brand.brandId } })).toAnswer(200);
    const res = await as(from.email).post('/internal/team/reassign/', {
      json: { brand_id: brand.brandId, from_strategist_id: from.id, to_strategist_id: to.id },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const team = ZInternalTeam.parse(res.json).results;
    expect(team.find((m) => m.id === to.id)?.brands.map((b) => b.id)).toEqual([brand.brandId]);
    expect(team.find((m) => m.id === from.id)?.brands).toEqual([]);
    expect(await as(from.email).get('/internal/organizations/:id/', { param: { id: brand.brandId } })).toAnswer(404);
    expect(await as(to.email).get('/internal/organizations/:id/', { param: { id: brand.brandId } })).toAnswer(200);
    const told = (await as(to.email).get('/notification/my/')).json as { kind: string }[];
    expect(told.some((n) => n.kind === 'brand.assigned')).toBe(true);
    // Handing over what you no longer manage is a conflict.
    expect(
      await as(STAFF).post('/internal/team/reassign/', {
        json: { brand_id: brand.brandId, from_strategist_id: from.id, to_strategist_id: to.id },
      }),
    ).toAnswer(409);
  });

  it('refuses handing over someone else’s brand (403), an unknown target (404) and bad bodies (400)', async () => {
    const brand = await freeBrand();
    const owner = await newStrategist(brand.brandId);
    const other = await newStrategist();
    expect(
      await as(other.email).post('/internal/team/reassign/', {
        json: { brand_id: brand.brandId, from_strategist_id: owner.id, to_strategist_id: other.id },
      }),
    ).toAnswer(403);
    const me = await as(OWNER).get('/auth/me/');
    expect(
      await as(STAFF).post('/internal/team/reassign/', {
        json: { brand_id: brand.brandId, from_strategist_id: owner.id, to_strategist_id: me.json.id },
      }),
    ).toAnswer(404);
    expect(await as(STAFF).raw('/api/internal/team/reassign/', { body: { brand_id: 'nope' } })).toAnswer(400);
    expect(
      await as(STAFF).post('/internal/team/reassign/', {
        json: { brand_id: brand.brandId, from_strategist_id: owner.id, to_strategist_id: owner.id },
      }),
    ).toAnswer(400);
  });

  it('staff deactivate an internal account (once); strategists, brands and creators cannot', async () => {
    const target = await newStrategist();
    const targetSession = await login(target.email);
    expect(await api.get('/internal/team/', { token: targetSession.json.token })).toAnswer(200);
    expect(await as(STRATEGIST).post('/internal/team/:id/deactivate/', { param: { id: target.id } })).toAnswer(403);
    const res = await as(STAFF).post('/internal/team/:id/deactivate/', { param: { id: target.id } });
    expect(res.status).toBe(200);
    expect(ZInternalTeam.parse(res.json).results.find((m) => m.id === target.id)?.status).toBe('SUSPENDED');
    expect(await as(STAFF).post('/internal/team/:id/deactivate/', { param: { id: target.id } })).toAnswer(409);
    // Signed out everywhere; signing in again reaches only the suspended page's calls.
    expect(await api.get('/internal/team/', { token: targetSession.json.token })).toAnswer(401);
    const again = await login(target.email);
    expect(await api.get('/internal/team/', { token: again.json.token })).toAnswer(403);
    for (const who of [OWNER, CREATOR]) {
      expect(await as(who).get('/internal/team/')).toAnswer(403);
      expect(await as(who).post('/internal/team/:id/deactivate/', { param: { id: target.id } })).toAnswer(403);
    }
  });
});
