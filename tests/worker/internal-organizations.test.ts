import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ZOrganizationCreatorList } from '../../worker/schemas/internal-organization-creators';
import {
  ZBrandNote,
  ZBrandNoteList,
  ZOrganizationDetail,
  ZOrganizationList,
} from '../../worker/schemas/internal-organizations';
import { CREATOR, NORTHWIND, OWNER, STAFF, STRATEGIST, as, tokenOf } from './accounts';
import { actingFor, createActiveCampaign, freeBrand } from './brand-helpers';
import { api } from './helpers';

const acmeId = async () => (await actingFor('Acme Outdoors'))['x-selected-brand'];

describe('internal organizations: happy paths', () => {
  it('lists the brands a strategist manages with plan, team, campaigns and attention', async () => {
    const res = await as(STRATEGIST).get('/internal/organizations/', { query: { sort: 'name' } });
    expect(res.status).toBe(200);
    const list = ZOrganizationList.parse(res.json);
    expect(list.results.map((o) => o.name)).toEqual(['Acme Outdoors', 'Northwind Foods']);
    const acme = list.results[0]!;
    expect(acme.plan?.name).toBe('Growth');
    expect(acme.owner.email).toBe(OWNER);
    expect(acme.team_size).toBeGreaterThanOrEqual(2);
    expect(acme.strategists.map((s) => s.name)).toContain('Sam Ortiz');
    expect(acme.needs_attention).toBe(
      acme.attention.offers_waiting + acme.attention.content_overdue + acme.attention.open_checkins > 0 ||
        acme.attention.payments_blocked,
    );
  });

  it('staff see every brand, including ones no strategist manages', async () => {
    const free = await freeBrand();
    const res = await as(STAFF).get('/internal/organizations/', {
      query: { q: 'Free Brand', page_size: '100' },
    });
    expect(res.status).toBe(200);
    expect(ZOrganizationList.parse(res.json).results.some((o) => o.id === free.brandId)).toBe(true);
  });

  it('filters by name, plan and attention, and counts what it filters', async () => {
    const byName = ZOrganizationList.parse(
      (await as(STRATEGIST).get('/internal/organizations/', { query: { q: 'north' } })).json,
    );
    expect(byName.results.map((o) => o.name)).toEqual(['Northwind Foods']);
    expect(byName.count).toBe(1);
    const byPlan = ZOrganizationList.parse(
      (await as(STRATEGIST).get('/internal/organizations/', { query: { plan: 'growth' } })).json,
    );
    expect(byPlan.results.map((o) => o.name)).toEqual(['Acme Outdoors']);
    const attention = ZOrganizationList.parse(
      (await as(STRATEGIST).get('/internal/organizations/', { query: { attention: 'needs_attention' } })).json,
    );
    expect(attention.results.every((o) => o.needs_attention)).toBe(true);
  });

  it('opens an organization with members, campaigns with health and spend', async () => {
    const headers = await actingFor('Acme Outdoors');
    const campaign = await createActiveCampaign(STRATEGIST, headers);
    const res = await as(STRATEGIST).get('/internal/organizations/:id/', { param: { id: await acmeId() } });
    expect(res.status).toBe(200);
    const org = ZOrganizationDetail.parse(res.json);
    expect(org.members.find((m) => m.role === 'owner')?.email).toBe(OWNER);
    const mine = org.campaigns.find((c) => c.id === campaign.id)!;
    expect(mine.status).toBe('active');
    expect(mine.health.level).toBe('needs_attention');
    expect(mine.health.reasons).toContain('No creators invited yet');
    expect(org.spend.committed_cents).toBeGreaterThanOrEqual(org.spend.paid_cents);
  });

  it('keeps notes about a brand, newest first', async () => {
    const id = await acmeId();
    const first = await as(STRATEGIST).post('/internal/organizations/:id/notes/', {
      param: { id },
      json: { body: 'Prefers calls on Tuesdays.' },
    });
    expect(first.status).toBe(201);
    expect(ZBrandNote.parse(first.json).author?.name).toBe('Sam Ortiz');
    await as(STAFF).post('/internal/organizations/:id/notes/', {
      param: { id },
      json: { body: 'Renewal talk in March.' },
    });
    const list = ZBrandNoteList.parse(
      (await as(STRATEGIST).get('/internal/organizations/:id/notes/', { param: { id } })).json,
    );
    expect(list.results[0]!.body).toBe('Renewal talk in March.');
    expect(list.results.map((n) => n.body)).toContain('Prefers calls on Tuesdays.');
  });
});

describe('organization creators', () => {
  it('lists everyone in the brand’s pipeline with campaign status, delivery and audience, and exports them as CSV', async () => {
    const id = await acmeId();
    const res = await as(STRATEGIST).get('/internal/organizations/:id/creators/', { param: { id } });
    expect(res.status).toBe(200);
    const list = ZOrganizationCreatorList.parse(res.json).results;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.campaigns.length > 0)).toBe(true);
    expect(list.some((c) => c.deliverables.done > 0)).toBe(true);
    const csv = await SELF.fetch(`http://localhost/api/internal/organizations/${id}/creators.csv`, {
      headers: { authorization: `Bearer ${await tokenOf(STRATEGIST)}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toContain('"Creator","Location","Campaigns (status)"');
    expect(lines[0]).toContain('"Credibility (0-100)","Rating (1-5)","Rated deliverables"');
    expect(lines).toHaveLength(list.length + 1);
  });

  it('rates creators from their approved deliverables and shows audience credibility', async () => {
    const list = ZOrganizationCreatorList.parse(
      (await as(STRATEGIST).get('/internal/organizations/:id/creators/', { param: { id: await acmeId() } })).json,
    ).results;
    const rated = list.filter((c) => c.rating !== null);
    expect(rated.length).toBeGreaterThan(0);
    for (const c of rated) {
      expect(c.rated_deliverables).toBeGreaterThan(0);
      expect(c.rating).toBeGreaterThanOrEqual(1);
      expect(c.rating).toBeLessThanOrEqual(5);
    }
    // No approved deliverable: no rating rather than a bad one.
    for (const c of list.filter((x) => x.rated_deliverables === 0)) expect(c.rating).toBeNull();
    expect(list.some((c) => c.credibility !== null)).toBe(true);
    for (const c of list) if (c.credibility !== null) expect(c.credibility).toBeGreaterThanOrEqual(0);
  });

  it('is 404 for a brand the strategist does not manage and 403 for brands and creators', async () => {
    const free = await freeBrand();
    expect(await as(STRATEGIST).get('/internal/organizations/:id/creators/', { param: { id: free.brandId } })).toAnswer(
      404,
    );
    expect(await as(OWNER).get('/internal/organizations/:id/creators/', { param: { id: await acmeId() } })).toAnswer(
      403,
    );
    expect(await as(CREATOR).get('/internal/organizations/:id/creators/', { param: { id: await acmeId() } })).toAnswer(
      403,
    );
  });
});

describe('internal organizations: errors', () => {
  it('refuses a bad query, a bad id and an empty note', async () => {
    expect(await as(STRATEGIST).raw('/api/internal/organizations/?sort=price')).toAnswer(400);
    expect(await as(STRATEGIST).get('/internal/organizations/', { query: { page_size: '1000' } })).toAnswer(400);
    expect(await as(STRATEGIST).get('/internal/organizations/:id/', { param: { id: 'not-a-uuid' } })).toAnswer(400);
    const empty = await as(STRATEGIST).post('/internal/organizations/:id/notes/', {
      param: { id: await acmeId() },
      json: { body: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.error.fields.body).toBeDefined();
    const junk = await as(STRATEGIST).raw(`/api/internal/organizations/${await acmeId()}/notes/`, {
      body: { body: 42 },
    });
    expect(junk.status).toBe(400);
  });

  it('answers 404 for an organization that does not exist', async () => {
    expect(await as(STRATEGIST).get('/internal/organizations/:id/', { param: { id: crypto.randomUUID() } })).toAnswer(
      404,
    );
    expect(
      await as(STAFF).post('/internal/organizations/:id/notes/', {
        param: { id: crypto.randomUUID() },
        json: { body: 'x' },
      }),
    ).toAnswer(404);
  });
});

describe('internal organizations: security', () => {
  it('a strategist never sees a brand they do not manage (404), in the list or by id', async () => {
    const free = await freeBrand();
    const list = ZOrganizationList.parse(
      (await as(STRATEGIST).get('/internal/organizations/', { query: { page_size: '100' } })).json,
    );
    expect(list.results.some((o) => o.id === free.brandId)).toBe(false);
    expect(await as(STRATEGIST).get('/internal/organizations/:id/', { param: { id: free.brandId } })).toAnswer(404);
    expect(await as(STRATEGIST).get('/internal/organizations/:id/notes/', { param: { id: free.brandId } })).toAnswer(
      404,
    );
    expect(
      await as(STRATEGIST).post('/internal/organizations/:id/notes/', {
        param: { id: free.brandId },
        json: { body: 'sneaky' },
      }),
    ).toAnswer(404);
    const staffView = ZBrandNoteList.parse(
      (await as(STAFF).get('/internal/organizations/:id/notes/', { param: { id: free.brandId } })).json,
    );
    expect(staffView.results).toHaveLength(0);
  });

  it('brands and creators never reach internal endpoints; signed-out callers get 401', async () => {
    const id = await acmeId();
    for (const who of [OWNER, NORTHWIND, CREATOR]) {
      expect(await as(who).get('/internal/organizations/')).toAnswer(403);
      expect(await as(who).get('/internal/organizations/:id/notes/', { param: { id } })).toAnswer(403);
    }
    expect(await api.get('/internal/organizations/')).toAnswer(401);
  });

  it('notes are invisible to the brand: no brand-facing response carries them', async () => {
    const secret = `internal-only-${crypto.randomUUID()}`;
    await as(STRATEGIST).post('/internal/organizations/:id/notes/', {
      param: { id: await acmeId() },
      json: { body: secret },
    });
    for (const path of ['/api/brand/profile/', '/api/brand/settings/', '/api/brand/campaigns/', '/api/auth/me/']) {
      const res = await as(OWNER).raw(path);
      expect(JSON.stringify(res.json)).not.toContain(secret);
    }
  });
});

describe('campaign brand for deep links', () => {
  it('names the brand of a managed campaign; another brand’s or an unknown campaign is 404; brands get 403', async () => {
    const org = await as(STRATEGIST).get('/internal/organizations/:id/', { param: { id: await acmeId() } });
    const campaignId = (org.json.campaigns as { id: string }[])[0]!.id;
    const res = await as(STRATEGIST).get('/internal/campaigns/:id/brand/', { param: { id: campaignId } });
    expect(res.status).toBe(200);
    expect(res.json.brand.name).toBe('Acme Outdoors');
    expect(
      await as('account.manager@demo.test').get('/internal/campaigns/:id/brand/', { param: { id: campaignId } }),
    ).toAnswer(404);
    expect(await as(STRATEGIST).get('/internal/campaigns/:id/brand/', { param: { id: crypto.randomUUID() } })).toAnswer(
      404,
    );
    expect(await as(OWNER).get('/internal/campaigns/:id/brand/', { param: { id: campaignId } })).toAnswer(403);
  });
});
